import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRIVACY_MESSAGES } from '../../../common/copy/privacy';
import {
  emptyBodySchema,
  type AdminDeletionRequest,
  type AdminDeletionRequestsAnswer,
  type CompleteDeletionAnswer,
} from '../../../common/schemas/privacy';
import { requireAdmin } from '../../access/guards';
import { AppError } from '../../errors';
import { parseBody } from '../../lib/validation';
import { RECORD_ID } from '../../../common/schemas/ids';
import { carryOutRequest, viewOf } from './deletion-requests';
import { sendDeletionDoneEmail } from './notify';

const RECENT_DAYS = 30;
const LIMIT = 100;

/** Platform admins under /api/admin: every pending deletion request, recent ones, Delete now. */
export async function adminPrivacyRoutes(app: FastifyInstance, { linkBase }: { linkBase: string }) {
  app.get('/deletion-requests', async (request): Promise<AdminDeletionRequestsAnswer> => {
    await requireAdmin(request);
    const since = new Date(Date.now() - RECENT_DAYS * 86_400_000).toISOString();
    const base = app.db
      .selectFrom('deletion_requests as r')
      .leftJoin('students as s', 's.id', 'r.student_id')
      .leftJoin('users as u', 'u.id', 'r.completed_by')
      .selectAll('r')
      .select(['s.first_name', 's.last_name', 'u.is_platform_admin']);
    const [pending, recent] = await Promise.all([
      base.where('r.status', '=', 'pending').orderBy('r.due_at').limit(LIMIT).execute(),
      base
        .where('r.status', '!=', 'pending')
        .where('r.completed_at', '>=', since)
        .orderBy('r.completed_at', 'desc')
        .limit(LIMIT)
        .execute(),
    ]);
    const toView = (row: (typeof pending)[number]): AdminDeletionRequest => ({
      ...viewOf(row),
      studentId: row.student_id,
      studentLabel:
        row.first_name && row.last_name ? `${row.first_name} ${row.last_name.slice(0, 1)}.` : null,
      completedAt: row.completed_at,
      completedVia:
        row.status !== 'completed'
          ? null
          : row.completed_by === null
            ? 'schedule'
            : Number(row.is_platform_admin) === 1
              ? 'admin'
              : 'educator',
    });
    return { pending: pending.map(toView), recent: recent.map(toView) };
  });

  app.post(
    '/deletion-requests/:requestId/complete',
    async (
      request: FastifyRequest<{ Params: { requestId: string } }>,
    ): Promise<CompleteDeletionAnswer> => {
      const admin = await requireAdmin(request);
      parseBody(emptyBodySchema, request.body);
      const { requestId } = request.params;
      const outcome = RECORD_ID.test(requestId)
        ? await carryOutRequest(app, requestId, { userId: admin.id, via: 'admin' })
        : null;
      if (!outcome) {
        throw new AppError('NOT_FOUND', { request: PRIVACY_MESSAGES.requestNotFound });
      }
      await sendDeletionDoneEmail(app, outcome.request, linkBase);
      return {
        id: outcome.request.id,
        status: 'completed',
        completedAt: outcome.request.completed_at ?? new Date().toISOString(),
      };
    },
  );
}
