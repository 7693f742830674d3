import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import {
  databaseRateLimitStore,
  redisRateLimitStore,
  type RateLimitStore,
} from '../modules/auth/rate-limit';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counters shared by every instance: Redis when REDIS_URL is set, else the database. */
    rateLimitStore: RateLimitStore;
  }
}

export default fp<{ redisUrl?: string | undefined }>(
  async (app, { redisUrl }) => {
    if (!redisUrl) {
      app.decorate('rateLimitStore', databaseRateLimitStore(app.db));
      return;
    }
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    await redis.connect();
    app.addHook('onClose', async () => {
      await redis.quit();
    });
    app.decorate('rateLimitStore', redisRateLimitStore(redis, 'lectio:rl:store:'));
  },
  { name: 'rate-limit-store', dependencies: ['database'] },
);
