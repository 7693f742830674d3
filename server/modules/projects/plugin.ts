import type { FastifyPluginAsync } from 'fastify';
import type { LiveTimer } from '../../live/live-timer';
import { studentProjectRoutes } from './student-routes';
import { teacherProjectRoutes } from './teacher-routes';

/**
 * Student writing under /api/projects: the student's side under /student, the teacher's (live
 * view, feedback, points) beside it. (The books made of it are the publishing module's.)
 */
export const projectRoutes: FastifyPluginAsync<{
  liveTimer?: LiveTimer | undefined;
  /** PUBLIC_BASE_URL, for the care flag's email about a reflection (issue 17, point 8). */
  publicBaseUrl?: string;
}> = async (app, { liveTimer, publicBaseUrl = '' }) => {
  await app.register(studentProjectRoutes, { prefix: '/student', publicBaseUrl });
  await app.register(teacherProjectRoutes, { liveTimer });
};
