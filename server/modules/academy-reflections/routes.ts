import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REFLECTION_MESSAGES } from '../../../common/academy/reflections';
import { errorAnswers } from '../../../common/schemas/fields';
import { emptyBodySchema } from '../../../common/schemas/privacy';
import {
  courseLessonParamsSchema,
  courseReflectionParamsSchema,
  reflectionAnswerSchema,
  reflectionCommentSchema,
  reflectionDecisionSchema,
  reviewQueueAnswerSchema,
  reviewQueueQuerySchema,
  reviewedReflectionSchema,
  saveReflectionSchema,
  savedReflectionSchema,
} from '../../../common/schemas/academy-reflections';
import { isCourseStaff, loadCourse } from '../../access/course-role';
import { AppError } from '../../errors';
import { lessonWithPrompts } from './lesson-prompts';
import { findReflection, handInReflection, saveReflection } from './participant-reflection';
import { addReflectionComment, decideReflection, reviewQueue, reviewedReflection } from './review';
import { EMPTY_REFLECTION, reflectionView } from './reflection-views';
import { reflectionChanged } from '../academy-live/scopes';
import { refreshMemberCounts } from '../academy-dashboard/member-counts';
import { completeWhenReady } from '../academy-learning/lesson-progress';
import { announceAcademyNotifications } from '../academy-notifications/notify';

const tags = ['academy-reflections'];

/**
 * Participants' reflections and their review (issue 13, points 11 and 13), at
 * /api/academy/reflections. Every call goes through the course's access rule first.
 */
export const academyReflectionRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The participant's own course and lesson; instructors previewing may only read. */
  async function participantLesson(
    request: Parameters<typeof loadCourse>[0],
    courseId: string,
    lessonId: string,
  ) {
    const loaded = await loadCourse(request, courseId, 'member');
    const lesson = await lessonWithPrompts(app.db, courseId, lessonId);
    return { ...loaded, lesson };
  }

  /** The lesson, for its participant to write in: never staff, never an archived course. */
  async function writerLesson(
    request: Parameters<typeof loadCourse>[0],
    courseId: string,
    lessonId: string,
  ) {
    const loaded = await participantLesson(request, courseId, lessonId);
    if (isCourseStaff(loaded.role)) {
      throw new AppError('FORBIDDEN', { answers: REFLECTION_MESSAGES.previewOnly });
    }
    if (loaded.course.status === 'archived') {
      throw new AppError('CONFLICT', { answers: REFLECTION_MESSAGES.courseArchived });
    }
    return loaded;
  }

  app.get(
    '/courses/:courseId/lessons/:lessonId',
    {
      schema: {
        summary: 'My reflection on a lesson, with its history and feedback',
        tags,
        params: courseLessonParamsSchema,
        response: { 200: reflectionAnswerSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request) => {
      const { courseId, lessonId } = request.params;
      const { account, role, lesson } = await participantLesson(request, courseId, lessonId);
      const row = isCourseStaff(role)
        ? undefined
        : await findReflection(app.db, { userId: account.id, lesson });
      return { reflection: row ? await reflectionView(app.db, row) : EMPTY_REFLECTION };
    },
  );

  app.put(
    '/courses/:courseId/lessons/:lessonId',
    {
      schema: {
        summary: 'Autosave my answers to a lesson’s prompts',
        tags,
        params: courseLessonParamsSchema,
        body: saveReflectionSchema,
        response: { 200: savedReflectionSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { courseId, lessonId } = request.params;
      const { account, lesson } = await writerLesson(request, courseId, lessonId);
      return saveReflection(app.db, { courseId, userId: account.id, lesson }, request.body.answers);
    },
  );

  app.post(
    '/courses/:courseId/lessons/:lessonId/hand-in',
    {
      schema: {
        summary: 'Hand my reflection in to the instructor',
        tags,
        params: courseLessonParamsSchema,
        body: emptyBodySchema,
        response: { 200: reflectionAnswerSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { courseId, lessonId } = request.params;
      const { account, lesson } = await writerLesson(request, courseId, lessonId);
      const before = await findReflection(app.db, { userId: account.id, lesson });
      const row = await handInReflection(app.db, { courseId, userId: account.id, lesson });
      if (row.status !== before?.status) {
        // A watched video lesson completes with its hand-in (the rule's second half).
        await completeWhenReady(
          app.db,
          { courseId, lessonId, userId: account.id },
          lesson.blocks,
          new Date().toISOString(),
        );
        await refreshMemberCounts(app.db, courseId, account.id);
        await reflectionChanged(app, { courseId, participantId: account.id, reflectionId: row.id });
        await announceAcademyNotifications(app.live, row.notified ?? []);
      }
      return { reflection: await reflectionView(app.db, row) };
    },
  );

  app.get(
    '/courses/:courseId/queue',
    {
      schema: {
        summary: 'Reflections waiting for review, oldest first',
        tags,
        params: courseReflectionParamsSchema.pick({ courseId: true }),
        querystring: reviewQueueQuerySchema,
        response: { 200: reviewQueueAnswerSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request) => {
      await loadCourse(request, request.params.courseId, 'staff');
      return reviewQueue(app.db, request.params.courseId, request.query);
    },
  );

  app.get(
    '/courses/:courseId/reflections/:reflectionId',
    {
      schema: {
        summary: 'One reflection as its instructor reviews it',
        tags,
        params: courseReflectionParamsSchema,
        response: { 200: reviewedReflectionSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request) => {
      const { courseId, reflectionId } = request.params;
      await loadCourse(request, courseId, 'staff');
      return reviewedReflection(app.db, courseId, reflectionId);
    },
  );

  app.post(
    '/courses/:courseId/reflections/:reflectionId/comments',
    {
      schema: {
        summary: 'Feedback on a reflection: general, or on a selected passage',
        tags,
        params: courseReflectionParamsSchema,
        body: reflectionCommentSchema,
        response: { 200: reviewedReflectionSchema, ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { courseId, reflectionId } = request.params;
      const { account } = await loadCourse(request, courseId, 'staff');
      const added = await addReflectionComment(app.db, {
        courseId,
        reflectionId,
        authorId: account.id,
        ...request.body,
      });
      await reflectionChanged(app, { courseId, participantId: added.participantId, reflectionId });
      await announceAcademyNotifications(app.live, added.notified);
      return reviewedReflection(app.db, courseId, reflectionId);
    },
  );

  app.post(
    '/courses/:courseId/reflections/:reflectionId/decision',
    {
      schema: {
        summary: 'Return a reflection with a note, or accept it',
        tags,
        params: courseReflectionParamsSchema,
        body: reflectionDecisionSchema,
        response: { 200: reviewedReflectionSchema, ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { courseId, reflectionId } = request.params;
      const { account } = await loadCourse(request, courseId, 'staff');
      const decided = await decideReflection(app.db, {
        courseId,
        reflectionId,
        authorId: account.id,
        ...request.body,
      });
      await refreshMemberCounts(app.db, courseId, decided.participantId);
      await reflectionChanged(app, {
        courseId,
        participantId: decided.participantId,
        reflectionId,
      });
      await announceAcademyNotifications(app.live, decided.notified);
      return reviewedReflection(app.db, courseId, reflectionId);
    },
  );
};
