import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  databaseRateLimitStore,
  redisRateLimitStore,
  type RateLimitStore,
} from '../lib/rate-limit';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counters shared by every instance: Redis when REDIS_URL is set, else the database. */
    rateLimitStore: RateLimitStore;
    /**
     * The same counters, counted through `db` when they live in the database: a caller inside
     * a transaction passes it, since on SQLite the transaction holds the only connection.
     */
    rateLimitStoreIn(db: Kysely<Database>): RateLimitStore;
  }
}

/** The one Redis client (when REDIS_URL is set) and rate-limit store of the whole app. */
export default fp<{ redisUrl?: string | undefined }>(
  async (app, { redisUrl }) => {
    if (!redisUrl) {
      const store = databaseRateLimitStore(app.db);
      app.decorate('rateLimitStore', store);
      app.decorate('rateLimitStoreIn', (db: Kysely<Database>) =>
        db === app.db ? store : databaseRateLimitStore(db),
      );
      return;
    }
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    await redis.connect();
    app.addHook('onClose', async () => {
      await redis.quit();
    });
    const store = redisRateLimitStore(redis);
    app.decorate('rateLimitStore', store);
    app.decorate('rateLimitStoreIn', () => store);
  },
  { name: 'rate-limit-store', dependencies: ['database'] },
);
