import type { FastifyInstance } from 'fastify';
import type { ClassAccess } from '../activities/class-access';
import { adminPrivacyRoutes } from './admin-routes';
import { educatorPrivacyRoutes } from './educator-routes';
import { parentPrivacyRoutes } from './parent-routes';

export interface PrivacyRoutesOptions {
  /** The classroom's rule of who teaches which class (server/modules/classroom/access.ts). */
  classAccess: ClassAccess;
  /** PUBLIC_BASE_URL, for the links in emails. */
  publicBaseUrl: string;
}

/**
 * Student privacy under /api: exports and deletion for educators (/classroom), exports and
 * deletion requests for linked parents (/parent), deletion requests for platform admins
 * (/admin). The job that carries out due requests and purges old logs is ./plugin.ts.
 */
export async function privacyRoutes(
  app: FastifyInstance,
  { classAccess, publicBaseUrl }: PrivacyRoutesOptions,
) {
  const linkBase = publicBaseUrl.replace(/\/+$/, '');
  await app.register(educatorPrivacyRoutes, { prefix: '/classroom', classAccess, linkBase });
  await app.register(parentPrivacyRoutes, { prefix: '/parent', linkBase });
  await app.register(adminPrivacyRoutes, { prefix: '/admin', linkBase });
}
