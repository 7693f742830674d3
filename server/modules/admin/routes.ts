import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSearchAnswerSchema,
  adminSearchSchema,
  schoolParamsSchema,
  schoolVerifiedAnswerSchema,
} from '../../../common/schemas/admin';
import { errorAnswerSchema, ignoredBodySchema } from '../../../common/schemas/fields';
import { requireAdmin } from '../../access/guards';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { searchRecords } from './search-records';
import { verifySchool } from './verify-school';
import { ADMIN_MESSAGES } from '../../../common/admin/messages';
import { adminDeskRoutes } from './desk-routes';

const tags = ['admin'];

/**
 * The platform admin area under /api/admin: find schools, teachers and students; grant credits;
 * check a school's address for class orders.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        summary: 'Find schools, teachers and students (`?q=`, 2 characters or more)',
        tags,
        querystring: adminSearchSchema,
        response: {
          200: adminSearchAnswerSchema,
          400: errorAnswerSchema,
          401: errorAnswerSchema,
          403: errorAnswerSchema,
        },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return searchRecords(app.db, request.query.q);
    },
  );

  /** Marks a school's address as checked, so class orders ship there at the flat rate. */
  app.post(
    '/schools/:schoolId/verify',
    {
      schema: {
        summary: "Mark a school's address as checked for class orders",
        tags,
        params: schoolParamsSchema,
        body: ignoredBodySchema,
        response: {
          200: schoolVerifiedAnswerSchema,
          400: errorAnswerSchema,
          401: errorAnswerSchema,
          403: errorAnswerSchema,
          404: errorAnswerSchema,
        },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const { schoolId } = request.params;
      const verified = await verifySchool(app.db, { schoolId, adminId: admin.id });
      if (!verified) throw new AppError('NOT_FOUND', { school: ADMIN_MESSAGES.notFound });
      if (verified.verifiedNow) {
        await writeAudit(app.db, {
          action: 'school_verified',
          actorType: 'user',
          actorId: admin.id,
          targetType: 'school',
          targetId: schoolId,
          ip: request.ip,
          details: {},
        });
      }
      return { verifiedAt: verified.verifiedAt };
    },
  );

  // Issue 12, admin-desk: the dashboard, lists, credit adjustments and the audit log.
  await app.register(adminDeskRoutes);
};
