import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { classRoutes } from './class-routes';
import { coTeacherRoutes } from './co-teacher-routes';
import { joinRequestRoutes } from './join-request-routes';
import { parentInvitationRoutes } from './parent-invitation-routes';
import { studentRoutes } from './student-routes';

export interface ClassroomRoutesOptions {
  /** PUBLIC_BASE_URL, for the links in emails; without it, the request's own origin. */
  publicBaseUrl?: string;
}

/**
 * The classroom under /api/classroom (issue 5, points 1, 2, 6 and 11): classes, students,
 * join requests, co-teachers and parent invitations. Every call about a class first checks
 * that the signed-in teacher teaches it (owner or co-teacher, server/access/teaches-class.ts);
 * anyone else gets a 404 and an audit row. A co-teacher may do all the owner may but delete the
 * class. Bodies are JSON, checked by the route schemas (common/schemas/classroom).
 */
export const classroomRoutes: FastifyPluginAsyncZod<ClassroomRoutesOptions> = async (
  app,
  { publicBaseUrl },
) => {
  /** Where links in emails point: PUBLIC_BASE_URL, else the origin the request came to. */
  const linkBase = (request: FastifyRequest) =>
    publicBaseUrl ? publicBaseUrl.replace(/\/+$/, '') : `${request.protocol}://${request.host}`;
  await app.register(classRoutes);
  await app.register(studentRoutes);
  await app.register(joinRequestRoutes);
  await app.register(coTeacherRoutes, { linkBase });
  await app.register(parentInvitationRoutes, { linkBase });
};
