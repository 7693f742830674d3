import type { FastifyInstance, FastifyRequest } from 'fastify';
import { emptyBodySchema, type ParentDeletionAnswer } from '../../../common/schemas/privacy';
import { requireParentOf } from '../../access/parent-of';
import { parseBody } from '../../lib/validation';
import { writeAudit } from '../../lib/audit';
import { pendingRequestOf, requestDeletion, viewOf, withdrawDeletion } from './deletion-requests';
import { sendDeletionRequestEmails } from './notify';
import { EXPORT_FORMATS, sendStudentExport } from './send-export';

type ChildRequest = FastifyRequest<{ Params: { studentId: string } }>;

/**
 * A linked parent's side under /api/parent (SPEC §3: a parent is an administrator of the
 * child and can have the account deleted through the teacher): download the child's data,
 * ask for the account to be deleted (teachers and platform admins are emailed; it is gone
 * within 72 hours), see the pending request, or withdraw it.
 */
export async function parentPrivacyRoutes(
  app: FastifyInstance,
  { linkBase }: { linkBase: string },
) {
  for (const format of EXPORT_FORMATS) {
    app.get(`/children/:studentId/export.${format}`, async (request: ChildRequest, reply) => {
      const { studentId } = request.params;
      const parent = await requireParentOf(request, studentId);
      return sendStudentExport(request, reply, { studentId, format, actorId: parent.id });
    });
  }

  app.get(
    '/children/:studentId/deletion-request',
    async (request: ChildRequest): Promise<ParentDeletionAnswer> => {
      const { studentId } = request.params;
      await requireParentOf(request, studentId);
      const pending = await pendingRequestOf(app.db, studentId);
      return { request: pending ? viewOf(pending) : null };
    },
  );

  /** Asks once: a second ask (by either parent) answers the pending request, 200. */
  app.post(
    '/children/:studentId/deletion-request',
    async (request: ChildRequest, reply): Promise<ParentDeletionAnswer> => {
      const { studentId } = request.params;
      const parent = await requireParentOf(request, studentId);
      parseBody(emptyBodySchema, request.body);
      const { request: row, created } = await requestDeletion(app.db, {
        studentId,
        parentId: parent.id,
      });
      if (created) {
        await writeAudit(app.db, {
          action: 'deletion_requested',
          actorType: 'user',
          actorId: parent.id,
          targetType: 'student',
          targetId: studentId,
          details: { requestId: row.id },
        });
        await sendDeletionRequestEmails(app, row, linkBase);
      }
      reply.status(created ? 201 : 200);
      return { request: viewOf(row) };
    },
  );

  app.delete(
    '/children/:studentId/deletion-request',
    async (request: ChildRequest): Promise<ParentDeletionAnswer> => {
      const { studentId } = request.params;
      const parent = await requireParentOf(request, studentId);
      parseBody(emptyBodySchema, request.body);
      if (await withdrawDeletion(app.db, { studentId, parentId: parent.id })) {
        await writeAudit(app.db, {
          action: 'deletion_request_withdrawn',
          actorType: 'user',
          actorId: parent.id,
          targetType: 'student',
          targetId: studentId,
        });
      }
      return { request: null };
    },
  );
}
