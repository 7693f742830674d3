import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BUILDER_MESSAGES as M } from '../../../common/academy/builder-messages';
import {
  builderCourseSchema,
  copyLessonSchema,
  courseParamsSchema,
  createLessonSchema,
  lessonOrderSchema,
  lessonParamsSchema,
  lessonPatchSchema,
  lessonSchema,
} from '../../../common/schemas/academy-builder';
import { errorAnswers, ignoredBodySchema } from '../../../common/schemas/fields';
import { courseRoleOf, isCourseStaff, loadCourse } from '../../access/course-role';
import { AppError } from '../../errors';
import { findChapter } from './chapter-writes';
import {
  copyLesson,
  createLesson,
  deleteLesson,
  findLessonRow,
  reorderLessons,
  updateLesson,
} from './lesson-writes';
import { lessonOf } from './outline-rows';
import { readBuilderCourse } from './read-course';
import { loadTaughtLesson, tags } from './route-config';

/** A course's lessons: add, open, save (blocks), delete, reorder or move, copy elsewhere. */
export const lessonRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/courses/:courseId/lessons',
    {
      schema: {
        summary: 'Add a lesson at the end of a chapter (a repeated id adds one)',
        tags,
        params: courseParamsSchema,
        body: createLessonSchema,
        response: { 200: builderCourseSchema, ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { course, role } = await loadCourse(request, request.params.courseId, 'staff');
      await createLesson(app.db, course.id, request.body);
      return readBuilderCourse(app.db, course.id, role);
    },
  );

  app.post(
    '/courses/:courseId/lessons/order',
    {
      schema: {
        summary: 'Make these the chapter’s lessons, in this order (also moves lessons in)',
        tags,
        params: courseParamsSchema,
        body: lessonOrderSchema,
        response: { 200: builderCourseSchema, ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { course, role } = await loadCourse(request, request.params.courseId, 'staff');
      await reorderLessons(app.db, course.id, request.body.chapterId, request.body.lessonIds);
      return readBuilderCourse(app.db, course.id, role);
    },
  );

  app.get(
    '/lessons/:lessonId',
    {
      schema: {
        summary: 'A lesson with its blocks, for the lesson editor',
        tags,
        params: lessonParamsSchema,
        response: { 200: lessonSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request, reply) => {
      const { lesson } = await loadTaughtLesson(request, request.params.lessonId);
      reply.header('cache-control', 'no-store');
      return lessonOf(lesson);
    },
  );

  app.patch(
    '/lessons/:lessonId',
    {
      schema: {
        summary: 'Save a lesson (title, blocks, release rule); a stale updatedAt is a 409',
        tags,
        params: lessonParamsSchema,
        body: lessonPatchSchema,
        response: { 200: lessonSchema, ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { account, lesson } = await loadTaughtLesson(request, request.params.lessonId);
      await updateLesson(app.db, lesson, account.id, request.body);
      const saved = await findLessonRow(app.db, lesson.id);
      if (!saved) throw new AppError('NOT_FOUND', { lesson: M.lessonNotFound });
      return lessonOf(saved);
    },
  );

  app.delete(
    '/lessons/:lessonId',
    {
      schema: {
        summary: 'Delete a lesson',
        tags,
        params: lessonParamsSchema,
        body: ignoredBodySchema,
        response: { 200: builderCourseSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request) => {
      const { lesson, role } = await loadTaughtLesson(request, request.params.lessonId);
      await deleteLesson(app.db, lesson);
      return readBuilderCourse(app.db, lesson.course_id, role);
    },
  );

  app.post(
    '/lessons/:lessonId/copy',
    {
      schema: {
        summary: 'Copy a lesson to the end of a chapter of a course the caller teaches',
        tags,
        params: lessonParamsSchema,
        body: copyLessonSchema,
        response: { 200: lessonSchema, ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { account, lesson } = await loadTaughtLesson(request, request.params.lessonId);
      const { targetCourseId, targetChapterId } = request.body;
      // A course the caller does not teach is answered like one that does not exist.
      const target = await courseRoleOf(app.db, account.id, targetCourseId);
      if (!target || !isCourseStaff(target.role)) {
        throw new AppError('NOT_FOUND', { targetCourseId: M.targetNotFound });
      }
      await findChapter(app.db, targetCourseId, targetChapterId).catch(() => {
        throw new AppError('NOT_FOUND', { targetChapterId: M.targetNotFound });
      });
      const id = request.body.id ?? crypto.randomUUID();
      await copyLesson(app.db, lesson, {
        id,
        courseId: targetCourseId,
        chapterId: targetChapterId,
      });
      const copy = await findLessonRow(app.db, id);
      if (!copy) throw new AppError('NOT_FOUND', { lesson: M.lessonNotFound });
      return lessonOf(copy);
    },
  );
};
