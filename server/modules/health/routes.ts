import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthyAnswerSchema, unavailableAnswerSchema } from '../../../common/schemas/health';
import { pingDatabase } from './ping-database';

/** Load balancers and scripts wait on this (at /api/health): 200 only once the database answers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      // Exactly /api/health, as before (not also /api/health/).
      prefixTrailingSlash: 'no-slash',
      schema: {
        summary: 'Whether the server and its database answer',
        tags: ['health'],
        response: { 200: healthyAnswerSchema, 503: unavailableAnswerSchema },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
        return { status: 'ok' as const };
      } catch (err) {
        request.log.error({ err }, 'Health check: database unreachable');
        return reply.status(503).send({ status: 'unavailable' });
      }
    },
  );
};
