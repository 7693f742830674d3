import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COURSE_LIMITS } from '../../../common/academy/courses';
import { ACADEMY_PATHS } from '../../../common/academy/routes';
import {
  builderCourseSchema,
  courseParamsSchema,
  coursePatchSchema,
  courseStatusSchema,
  createCourseSchema,
  duplicateCourseSchema,
  taughtCoursesAnswerSchema,
} from '../../../common/schemas/academy-builder';
import { errorAnswers, ignoredBodySchema, noContentSchema } from '../../../common/schemas/fields';
import { loadCourse, requireInstructor } from '../../access/course-role';
import { writeAudit } from '../../lib/audit';
import { chapterRoutes } from './chapter-routes';
import { changeCourseStatus, createCourse, deleteCourse, updateCourse } from './course-writes';
import { duplicateCourse } from './duplicate-course';
import { instructorRoutes } from './instructor-routes';
import { lessonRoutes } from './lesson-routes';
import { listTaughtCourses, readBuilderCourse } from './read-course';
import { tags, type BuilderRouteOptions } from './route-config';

/**
 * The course builder (issue 13, points 4 to 8), at /api/academy/teach: an instructor's
 * courses, and creating, changing, publishing, duplicating and deleting one. Every course
 * route goes through `loadCourse`: someone who does not teach the course gets its 404.
 */
export const academyBuilderRoutes: FastifyPluginAsyncZod<BuilderRouteOptions> = async (
  app,
  options,
) => {
  app.get(
    '/courses',
    {
      schema: {
        summary: 'The courses the instructor teaches (owned or co-taught)',
        tags,
        response: { 200: taughtCoursesAnswerSchema, ...errorAnswers(401, 403) },
      },
    },
    async (request, reply) => {
      const instructor = await requireInstructor(request);
      reply.header('cache-control', 'no-store');
      return { courses: await listTaughtCourses(app.db, instructor.id) };
    },
  );

  app.post(
    '/courses',
    {
      schema: {
        summary: 'Create a draft course (a repeated request with the same id makes one)',
        tags,
        body: createCourseSchema,
        response: {
          200: builderCourseSchema,
          201: builderCourseSchema,
          ...errorAnswers(400, 401, 403, 409),
        },
      },
    },
    async (request, reply) => {
      const instructor = await requireInstructor(request);
      const { id, created } = await createCourse(app.db, instructor.id, request.body);
      return reply.status(created ? 201 : 200).send(await readBuilderCourse(app.db, id, 'owner'));
    },
  );

  app.get(
    '/courses/:courseId',
    {
      schema: {
        summary: 'Everything the builder shows of a course: details, settings, outline, team',
        tags,
        params: courseParamsSchema,
        response: { 200: builderCourseSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request, reply) => {
      const { course, role } = await loadCourse(request, request.params.courseId, 'staff');
      reply.header('cache-control', 'no-store');
      return readBuilderCourse(app.db, course.id, role);
    },
  );

  app.patch(
    '/courses/:courseId',
    {
      schema: {
        summary: 'Change a course’s details and settings (visibility, completion rule, …)',
        tags,
        params: courseParamsSchema,
        body: coursePatchSchema,
        response: { 200: builderCourseSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const { account, course, role } = await loadCourse(request, request.params.courseId, 'staff');
      await updateCourse(app.db, course, account.id, request.body);
      return readBuilderCourse(app.db, course.id, role);
    },
  );

  app.post(
    '/courses/:courseId/status',
    {
      schema: {
        summary: 'Publish, return to draft, archive or restore a course',
        tags,
        params: courseParamsSchema,
        body: courseStatusSchema,
        response: { 200: builderCourseSchema, ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { account, course, role } = await loadCourse(request, request.params.courseId, 'staff');
      await changeCourseStatus(app.db, course, request.body.status);
      if (course.status !== request.body.status) {
        await writeAudit(app.db, {
          action: 'course_status_changed',
          actorType: 'user',
          actorId: account.id,
          targetType: 'course',
          targetId: course.id,
          ip: request.ip,
          details: { from: course.status, to: request.body.status },
        });
      }
      return readBuilderCourse(app.db, course.id, role);
    },
  );

  app.delete(
    '/courses/:courseId',
    {
      schema: {
        summary: 'Delete a course with everything in it (its owner only)',
        tags,
        params: courseParamsSchema,
        body: ignoredBodySchema,
        response: { 204: noContentSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { account, course } = await loadCourse(request, request.params.courseId, 'owner');
      await deleteCourse(app.db, course.id);
      await writeAudit(app.db, {
        action: 'course_deleted',
        actorType: 'user',
        actorId: account.id,
        targetType: 'course',
        targetId: course.id,
        ip: request.ip,
        details: { title: course.title },
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/courses/:courseId/duplicate',
    {
      schema: {
        summary: 'A new draft copy of the course, with its chapters and lessons',
        tags,
        params: courseParamsSchema,
        body: duplicateCourseSchema,
        response: {
          200: builderCourseSchema,
          201: builderCourseSchema,
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { account, course } = await loadCourse(request, request.params.courseId, 'staff');
      const { id, created } = await duplicateCourse(
        app.db,
        course,
        account.id,
        request.body.id,
        COURSE_LIMITS.title,
      );
      return reply.status(created ? 201 : 200).send(await readBuilderCourse(app.db, id, 'owner'));
    },
  );

  await app.register(chapterRoutes);
  await app.register(lessonRoutes);
  await app.register(instructorRoutes, {
    courseLink: (courseId) =>
      new URL(`${ACADEMY_PATHS.instructorArea}/courses/${courseId}`, options.academyBaseUrl).href,
  });
};
