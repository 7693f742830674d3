import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addInstructorSchema,
  courseParamsSchema,
  instructorParamsSchema,
  instructorsAnswerSchema,
} from '../../../common/schemas/academy-builder';
import { errorAnswers, ignoredBodySchema } from '../../../common/schemas/fields';
import { loadCourse } from '../../access/course-role';
import { addCoInstructor, removeCoInstructor } from './co-instructors';
import { listInstructors } from './read-course';
import { tags } from './route-config';

/** Co-instructors (issue 13, point 8): the same rights as the owner, but deleting the course. */
export const instructorRoutes: FastifyPluginAsyncZod<{
  courseLink: (courseId: string) => string;
}> = async (app, { courseLink }) => {
  app.post(
    '/courses/:courseId/instructors',
    {
      schema: {
        summary: 'Add an instructor account as a co-instructor, by email',
        tags,
        params: courseParamsSchema,
        body: addInstructorSchema,
        response: {
          200: instructorsAnswerSchema,
          201: instructorsAnswerSchema,
          ...errorAnswers(400, 401, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const loaded = await loadCourse(request, request.params.courseId, 'staff');
      const added = await addCoInstructor(app, loaded, request.body.email, {
        ip: request.ip,
        link: courseLink(loaded.course.id),
      });
      return reply
        .status(added ? 201 : 200)
        .send({ instructors: await listInstructors(app.db, loaded.course) });
    },
  );

  app.delete(
    '/courses/:courseId/instructors/:userId',
    {
      schema: {
        summary: 'Remove a co-instructor (the owner), or leave the course (a co-instructor)',
        tags,
        params: instructorParamsSchema,
        body: ignoredBodySchema,
        response: { 200: instructorsAnswerSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const loaded = await loadCourse(request, request.params.courseId, 'staff');
      await removeCoInstructor(app, loaded, request.params.userId, request.ip);
      return { instructors: await listInstructors(app.db, loaded.course) };
    },
  );
};
