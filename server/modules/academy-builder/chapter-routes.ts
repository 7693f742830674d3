import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  builderCourseSchema,
  chapterOrderSchema,
  chapterParamsSchema,
  chapterPatchSchema,
  courseParamsSchema,
  createChapterSchema,
} from '../../../common/schemas/academy-builder';
import { errorAnswers, ignoredBodySchema } from '../../../common/schemas/fields';
import { loadCourse } from '../../access/course-role';
import { createChapter, deleteChapter, reorderChapters, updateChapter } from './chapter-writes';
import { readBuilderCourse } from './read-course';
import { tags } from './route-config';

/**
 * A course's chapters: each call answers the whole course, so the builder's outline is
 * always what the server holds after the change.
 */
export const chapterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/courses/:courseId/chapters',
    {
      schema: {
        summary: 'Add a chapter at the end (a repeated request with the same id adds one)',
        tags,
        params: courseParamsSchema,
        body: createChapterSchema,
        response: { 200: builderCourseSchema, ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { course, role } = await loadCourse(request, request.params.courseId, 'staff');
      await createChapter(app.db, course.id, request.body);
      return readBuilderCourse(app.db, course.id, role);
    },
  );

  app.post(
    '/courses/:courseId/chapters/order',
    {
      schema: {
        summary: 'Put the course’s chapters in this order (exactly its chapters, each once)',
        tags,
        params: courseParamsSchema,
        body: chapterOrderSchema,
        response: { 200: builderCourseSchema, ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { course, role } = await loadCourse(request, request.params.courseId, 'staff');
      await reorderChapters(app.db, course.id, request.body.chapterIds);
      return readBuilderCourse(app.db, course.id, role);
    },
  );

  app.patch(
    '/courses/:courseId/chapters/:chapterId',
    {
      schema: {
        summary: 'Rename a chapter or change when it opens',
        tags,
        params: chapterParamsSchema,
        body: chapterPatchSchema,
        response: { 200: builderCourseSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const { course, role } = await loadCourse(request, request.params.courseId, 'staff');
      await updateChapter(app.db, course.id, request.params.chapterId, request.body);
      return readBuilderCourse(app.db, course.id, role);
    },
  );

  app.delete(
    '/courses/:courseId/chapters/:chapterId',
    {
      schema: {
        summary: 'Delete a chapter and its lessons',
        tags,
        params: chapterParamsSchema,
        body: ignoredBodySchema,
        response: { 200: builderCourseSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request) => {
      const { course, role } = await loadCourse(request, request.params.courseId, 'staff');
      await deleteChapter(app.db, course.id, request.params.chapterId);
      return readBuilderCourse(app.db, course.id, role);
    },
  );
};
