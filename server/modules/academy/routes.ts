import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  catalogueAnswerSchema,
  catalogueQuerySchema,
} from '../../../common/schemas/academy-catalogue';
import { listCatalogue } from './list-catalogue';

/** The Academy's API (issue 13, decision 0020), at /api/academy. */
export const academyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/courses',
    {
      schema: {
        summary: "The Academy's public catalogue: published public courses, newest first",
        tags: ['academy'],
        querystring: catalogueQuerySchema,
        response: { 200: catalogueAnswerSchema },
      },
    },
    async (request, reply) => {
      // Public and the same for everyone: shared caches may keep it a minute.
      reply.header('cache-control', 'public, max-age=60');
      return { courses: await listCatalogue(app.db, request.query.category) };
    },
  );
};
