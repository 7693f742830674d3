import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_DESK_MESSAGES, ADMIN_MESSAGES } from '../../../common/admin/messages';
import {
  adjustCreditsSchema,
  auditPageSchema,
  auditQuerySchema,
  creditAdjustmentAnswerSchema,
  dashboardSchema,
  schoolListQuerySchema,
  schoolPageSchema,
  studentListQuerySchema,
  studentPageSchema,
  teacherListQuerySchema,
  teacherPageSchema,
} from '../../../common/schemas/admin-desk';
import { teacherParamsSchema } from '../../../common/schemas/admin';
import { errorAnswers } from '../../../common/schemas/fields';
import { RECORD_ID } from '../../../common/schemas/ids';
import { requireAdmin } from '../../access/guards';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { adjustCredits, heldCredits } from '../credits/ledger';
import { listAudit } from './list-audit';
import { listSchools, listStudents, listTeachers } from './list-desk-records';
import { readDashboard } from './read-dashboard';

const tags = ['admin'];
const refusals = errorAnswers(400, 401, 403);

/**
 * The platform admin desk (issue 12, point 14), under /api/admin beside the search: the
 * dashboard, the lists, credit grants and revokes, and the audit log. Platform admins only.
 */
export const adminDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        summary: 'Totals, and what is new in each of the last 12 weeks',
        tags,
        response: { 200: dashboardSchema, ...refusals },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return readDashboard(app.db);
    },
  );

  app.get(
    '/schools',
    {
      schema: {
        summary: 'Schools: search, sort, page',
        tags,
        querystring: schoolListQuerySchema,
        response: { 200: schoolPageSchema, ...refusals },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return listSchools(app.db, request.query);
    },
  );

  app.get(
    '/teachers',
    {
      schema: {
        summary: 'Teachers with their credits: search, sort, page',
        tags,
        querystring: teacherListQuerySchema,
        response: { 200: teacherPageSchema, ...refusals },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return listTeachers(app.db, request.query);
    },
  );

  app.get(
    '/students',
    {
      schema: {
        summary: 'Students with their classes: search, sort, page',
        tags,
        querystring: studentListQuerySchema,
        response: { 200: studentPageSchema, ...refusals },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return listStudents(app.db, request.query);
    },
  );

  app.get(
    '/audit',
    {
      schema: {
        summary: 'The audit log, newest first: by actor, action and dates',
        tags,
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...refusals },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return listAudit(app.db, request.query);
    },
  );

  app.post(
    '/teachers/:teacherId/credit-adjustments',
    {
      schema: {
        summary: "Grant or take back a teacher's credits, with a reason, once per requestId",
        tags,
        params: teacherParamsSchema,
        body: adjustCreditsSchema,
        response: { 200: creditAdjustmentAnswerSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const { teacherId } = request.params;
      const { direction, credits, reason, requestId } = request.body;
      const teacher = RECORD_ID.test(teacherId)
        ? await app.db
            .selectFrom('users')
            .select('id')
            .where('id', '=', teacherId)
            .where('account_type', '=', 'teacher')
            .executeTakeFirst()
        : undefined;
      if (!teacher) throw new AppError('NOT_FOUND', { teacher: ADMIN_MESSAGES.notFound });
      // The audit row commits with the change, or neither does; a repeat writes neither.
      const outcome = await adjustCredits(
        app.db,
        app.dbKind,
        {
          teacherId,
          credits: direction === 'grant' ? credits : -credits,
          requestKey: requestId,
          note: reason,
          createdBy: admin.id,
        },
        (trx, balance) =>
          writeAudit(trx, {
            action: direction === 'grant' ? 'credits_granted' : 'credits_revoked',
            actorType: 'user',
            actorId: admin.id,
            targetType: 'user',
            targetId: teacherId,
            ip: request.ip,
            details: { credits, reason, balance },
          }),
      );
      if (outcome.status === 'insufficient') {
        throw new AppError('CONFLICT', {
          credits: ADMIN_DESK_MESSAGES.revokeTooMany(outcome.balance),
        });
      }
      return {
        credits: outcome.balance,
        held: await heldCredits(app.db, teacherId),
        repeated: outcome.repeated,
      };
    },
  );
};
