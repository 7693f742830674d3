import type { FastifyPluginAsync } from 'fastify';
import type { LiveTimer } from '../../live/live-timer';
import { studentProjectRoutes } from './student-routes';
import { teacherProjectRoutes } from './teacher-routes';

/**
 * Student writing under /api/projects: the student's side under /student, the teacher's (live
 * view, feedback, points) beside it. (The books made of it are the publishing module's.)
 */
export const projectRoutes: FastifyPluginAsync<{ liveTimer?: LiveTimer | undefined }> = async (
  app,
  { liveTimer },
) => {
  await app.register(studentProjectRoutes, { prefix: '/student' });
  await app.register(teacherProjectRoutes, { liveTimer });
};
