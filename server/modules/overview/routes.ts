import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '../../../common/schemas/fields';
import {
  classAssignmentsAnswerSchema,
  dashboardAnswerSchema,
  gradebookAnswerSchema,
  overviewClassParamsSchema,
} from '../../../common/schemas/overview';
import { GRADEBOOK_CSV } from '../../../common/copy/overview';
import { requireTeacher } from '../../access/guards';
import { loadTaughtClass } from '../../access/teaches-class';
import { getDashboard } from './get-dashboard';
import { getGradebook } from './get-gradebook';
import { gradebookCsv } from './gradebook-csv';
import { listAssignmentProgress } from './list-assignment-progress';

const tags = ['classroom'];

/**
 * The teacher's overview under /api/classroom (issue 11, points 4, 7 and 9): the dashboard
 * across every class they teach, and for one class its assignments' progress and its
 * gradebook (JSON and CSV). All reads; a class's calls answer only its teachers (owner or
 * co-teacher), anyone else the audited 404 of server/access.
 */
export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        summary: "The teacher's dashboard: classes, the To review queue, due dates, activity",
        tags,
        response: { 200: dashboardAnswerSchema, ...errorAnswers(401, 403) },
      },
    },
    async (request) => {
      const teacher = await requireTeacher(request);
      return getDashboard(app.db, teacher.id, new Date());
    },
  );

  app.get(
    '/classes/:classId/assignments',
    {
      schema: {
        summary: "A class's assignments with each one's progress by student",
        tags,
        params: overviewClassParamsSchema,
        response: { 200: classAssignmentsAnswerSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request) => {
      const { classRow } = await loadTaughtClass(request, request.params.classId);
      return listAssignmentProgress(app.db, classRow, new Date());
    },
  );

  app.get(
    '/classes/:classId/gradebook',
    {
      schema: {
        summary: "A class's gradebook: students × assignments, status, late flag, rubric total",
        tags,
        params: overviewClassParamsSchema,
        response: { 200: gradebookAnswerSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request) => {
      const { classRow } = await loadTaughtClass(request, request.params.classId);
      return getGradebook(app.db, classRow);
    },
  );

  app.get(
    '/classes/:classId/gradebook.csv',
    {
      schema: {
        summary: "A class's gradebook as CSV (text/csv, a download)",
        tags,
        params: overviewClassParamsSchema,
        response: {
          200: z.string().describe('text/csv; charset=utf-8'),
          ...errorAnswers(401, 404),
        },
      },
    },
    async (request, reply) => {
      const { classRow } = await loadTaughtClass(request, request.params.classId);
      const csv = gradebookCsv(await getGradebook(app.db, classRow));
      const fileName = GRADEBOOK_CSV.fileName(
        classRow.title,
        new Date().toISOString().slice(0, 10),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
};
