import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PARTICIPANTS_CSV } from '../../../common/copy/academy-dashboard';
import {
  dashboardParamsSchema,
  participantsAnswerSchema,
  participantsQuerySchema,
} from '../../../common/schemas/academy-dashboard';
import { errorAnswers } from '../../../common/schemas/fields';
import { loadCourse } from '../../access/course-role';
import { listParticipants } from './list-participants';
import { participantsCsv } from './participants-csv';

const tags = ['academy'];

/**
 * The participants dashboard (issue 13, point 13) at /api/academy/dashboard: the course's
 * instructors only (owner and co-instructors); anyone else the audited 404 of server/access.
 */
export const academyDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/courses/:courseId/participants',
    {
      schema: {
        summary: "A course's participants with progress, last activity and reflections waiting",
        tags,
        params: dashboardParamsSchema,
        querystring: participantsQuerySchema,
        response: { 200: participantsAnswerSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const { course } = await loadCourse(request, request.params.courseId, 'staff');
      return listParticipants(app.db, course.id, request.query);
    },
  );

  app.get(
    '/courses/:courseId/participants.csv',
    {
      schema: {
        summary: "A course's progress as CSV (text/csv, a download), filtered as the page is",
        tags,
        params: dashboardParamsSchema,
        querystring: participantsQuerySchema.omit({ page: true }),
        response: {
          200: z.string().describe('text/csv; charset=utf-8'),
          ...errorAnswers(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const { course } = await loadCourse(request, request.params.courseId, 'staff');
      const all = await listParticipants(app.db, course.id, { ...request.query, page: null });
      const fileName = PARTICIPANTS_CSV.fileName(
        course.title,
        new Date().toISOString().slice(0, 10),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(participantsCsv(all));
    },
  );
};
