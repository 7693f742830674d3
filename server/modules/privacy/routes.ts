import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPrivacyRoutes } from './admin-routes';
import { educatorPrivacyRoutes } from './educator-routes';
import { parentPrivacyRoutes } from './parent-routes';

export interface PrivacyRoutesOptions {
  /** PUBLIC_BASE_URL, for the links in emails. */
  publicBaseUrl: string;
}

/**
 * Student privacy under /api/privacy: exports and deletion for educators (/students,
 * /classes, /deletion-requests), exports and deletion requests for linked parents
 * (/children), deletion requests for platform admins (/admin). The job that carries out due
 * requests and purges old logs is ./plugin.ts.
 */
export const privacyRoutes: FastifyPluginAsyncZod<PrivacyRoutesOptions> = async (
  app,
  { publicBaseUrl },
) => {
  const linkBase = publicBaseUrl.replace(/\/+$/, '');
  await app.register(educatorPrivacyRoutes, { linkBase });
  await app.register(parentPrivacyRoutes, { linkBase });
  await app.register(adminPrivacyRoutes, { prefix: '/admin', linkBase });
};
