import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

/** Load balancers and scripts wait on this: 200 only once the database answers. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async (request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return { status: 'ok' };
    } catch (err) {
      request.log.error({ err }, 'Health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
