import type { FastifyInstance } from 'fastify';
import type { LiveTimer } from './live';
import { studentProjectRoutes } from './student-routes';
import { teacherProjectRoutes } from './teacher-routes';

/**
 * Student writing: the student's side under /student, the teacher's (live view, feedback)
 * under /classroom. (The books made of it are the publishing module's, registered in app.ts.)
 */
export async function projectRoutes(
  app: FastifyInstance,
  { liveTimer }: { liveTimer?: LiveTimer | undefined },
) {
  await app.register(studentProjectRoutes, { prefix: '/student' });
  await app.register(teacherProjectRoutes, { prefix: '/classroom', liveTimer });
}
