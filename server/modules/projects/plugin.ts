import type { FastifyInstance } from 'fastify';
import type { LiveTimer } from './live';
import { studentProjectRoutes } from './student-routes';
import { publishingRoutes } from '../publishing/routes';
import { teacherProjectRoutes } from './teacher-routes';

/**
 * Student writing and the books made of it: the student's side under /student, the teacher's
 * (live view, feedback, publishing) under /classroom.
 */
export async function projectRoutes(
  app: FastifyInstance,
  { liveTimer }: { liveTimer?: LiveTimer | undefined },
) {
  await app.register(studentProjectRoutes, { prefix: '/student' });
  await app.register(teacherProjectRoutes, { prefix: '/classroom', liveTimer });
  await app.register(publishingRoutes, { prefix: '/classroom' });
}
