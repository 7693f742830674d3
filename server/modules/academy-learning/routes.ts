import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACADEMY_ART, type AcademyArt } from '../../../common/academy/blocks';
import {
  artParamsSchema,
  courseHomeSchema,
  courseParamsSchema,
  lessonAnswerSchema,
  lessonParamsSchema,
  myCoursesSchema,
  participantUnlocksParamsSchema,
  participantUnlocksSchema,
  progressAnswerSchema,
  progressBodySchema,
  unlockAnswerSchema,
  unlockBodySchema,
} from '../../../common/schemas/academy-learning';
import { errorAnswers, ignoredBodySchema } from '../../../common/schemas/fields';
import { requireAcademyAccount } from '../../access/course-role';
import { AppError } from '../../errors';
import { ACADEMY_ART_SVG } from '../academy/demo/art';
import { loadLessonContext } from './lesson-context';
import { reportProgress, setCompleted } from './lesson-progress';
import { participantUnlocks, setUnlock } from './unlocks';
import { courseHome, lessonView, myCourses } from './views';

const tags = ['academy-learning'];

/**
 * A participant learns (issue 13, points 7, 9 and 10), at /api/academy/learn: their courses,
 * a course's home, its lessons (only when open), progress and completion; and the staff's
 * unlock for one participant. Staff (owner, co-instructors) read everything as a preview and
 * write no progress.
 */
export const academyLearningRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/courses',
    {
      schema: {
        summary: "The participant's courses, with progress, and joins waiting for approval",
        tags,
        response: { 200: myCoursesSchema, ...errorAnswers(401) },
      },
    },
    async (request) => {
      const account = await requireAcademyAccount(request);
      return myCourses(app.db, account.id);
    },
  );

  app.get(
    '/courses/:courseId',
    {
      schema: {
        summary: "A course's home: outline, release states, progress, what is next",
        tags,
        params: courseParamsSchema,
        response: { 200: courseHomeSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request) => courseHome(request, request.params.courseId),
  );

  app.get(
    '/courses/:courseId/lessons/:lessonId',
    {
      schema: {
        summary: 'An open lesson: its blocks, progress and neighbours (403 while it is closed)',
        tags,
        params: lessonParamsSchema,
        response: { 200: lessonAnswerSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => lessonView(request, request.params.courseId, request.params.lessonId),
  );

  const openLesson = (
    request: Parameters<typeof loadLessonContext>[0],
    params: {
      courseId: string;
      lessonId: string;
    },
  ) => loadLessonContext(request, params.courseId, params.lessonId, { requireOpen: true });

  app.post(
    '/courses/:courseId/lessons/:lessonId/progress',
    {
      schema: {
        summary: "Report the lesson video's position and the furthest part watched",
        tags,
        params: lessonParamsSchema,
        body: progressBodySchema,
        response: { 200: progressAnswerSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      reportProgress(app.db, await openLesson(request, request.params), request.body),
  );

  for (const [method, completed] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/courses/:courseId/lessons/:lessonId/complete',
      schema: {
        summary: completed ? 'Mark the lesson complete' : 'Mark the lesson not complete',
        tags,
        params: lessonParamsSchema,
        body: ignoredBodySchema,
        response: { 200: progressAnswerSchema, ...errorAnswers(401, 403, 404, 409) },
      },
      handler: async (request) =>
        setCompleted(app.db, await openLesson(request, request.params), completed),
    });
  }

  for (const [method, unlocked] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/courses/:courseId/unlocks',
      schema: {
        summary: unlocked
          ? 'Open a chapter or lesson for one participant (staff)'
          : 'Close it again for them (staff)',
        tags,
        params: courseParamsSchema,
        body: unlockBodySchema,
        response: { 200: unlockAnswerSchema, ...errorAnswers(400, 401, 403, 404) },
      },
      handler: async (request) =>
        setUnlock(request, request.params.courseId, request.body, unlocked),
    });
  }

  app.get(
    '/courses/:courseId/unlocks/:userId',
    {
      schema: {
        summary: 'What is locked and unlocked for one participant, as they see it now (staff)',
        tags,
        params: participantUnlocksParamsSchema,
        response: { 200: participantUnlocksSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request) => participantUnlocks(request, request.params.courseId, request.params.userId),
  );

  app.get(
    '/art/:name',
    {
      schema: {
        summary: "One of Lectio's own drawings for lessons and covers, as SVG",
        tags,
        params: artParamsSchema,
        response: { 200: z.string().describe('An SVG drawing'), ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const name = request.params.name.replace(/\.svg$/, '');
      if (!(ACADEMY_ART as readonly string[]).includes(name)) {
        throw new AppError('NOT_FOUND', { art: 'Not found' });
      }
      // Our own drawings, the same for everyone and changed only by a release.
      reply.header('cache-control', 'public, max-age=86400');
      reply.type('image/svg+xml');
      return ACADEMY_ART_SVG[name as AcademyArt];
    },
  );
};
