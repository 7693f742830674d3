import type { FastifyInstance } from 'fastify';
import { adminPrivacyRoutes } from './admin-routes';
import { educatorPrivacyRoutes } from './educator-routes';
import { parentPrivacyRoutes } from './parent-routes';

export interface PrivacyRoutesOptions {
  /** PUBLIC_BASE_URL, for the links in emails. */
  publicBaseUrl: string;
}

/**
 * Student privacy under /api: exports and deletion for educators (/classroom), exports and
 * deletion requests for linked parents (/parent), deletion requests for platform admins
 * (/admin). The job that carries out due requests and purges old logs is ./plugin.ts.
 */
export async function privacyRoutes(app: FastifyInstance, { publicBaseUrl }: PrivacyRoutesOptions) {
  const linkBase = publicBaseUrl.replace(/\/+$/, '');
  await app.register(educatorPrivacyRoutes, { prefix: '/classroom', linkBase });
  await app.register(parentPrivacyRoutes, { prefix: '/parent', linkBase });
  await app.register(adminPrivacyRoutes, { prefix: '/admin', linkBase });
}
