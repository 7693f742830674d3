import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { createAccountService } from './service';
import {
  createLoginLimiter,
  databaseRateLimitStore,
  redisRateLimitStore,
  type RateLimitStore,
} from './rate-limit';
import { authRoutes } from './routes';
import { createStudentService } from './students';

export const LOGIN_LIMIT = { maxFailures: 10, windowMs: 15 * 60 * 1000 } as const;

export interface AuthPluginOptions {
  publicBaseUrl: string;
  /** REDIS_URL: rate-limit counters shared by instances; without it, the database keeps them. */
  redisUrl?: string | undefined;
}

/** The account calls, mounted under /api/auth. Needs the database, session and email plugins. */
export async function authModule(
  app: FastifyInstance,
  { publicBaseUrl, redisUrl }: AuthPluginOptions,
): Promise<void> {
  let store: RateLimitStore;
  if (redisUrl) {
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    await redis.connect();
    app.addHook('onClose', async () => {
      await redis.quit();
    });
    store = redisRateLimitStore(redis);
  } else {
    store = databaseRateLimitStore(app.db);
  }
  const limiter = createLoginLimiter({ store, ...LOGIN_LIMIT });
  const accounts = createAccountService({
    db: app.db,
    sessions: app.sessions,
    email: app.email,
    limiter,
    publicBaseUrl,
  });
  const students = createStudentService({ db: app.db, sessions: app.sessions, limiter });
  await app.register(authRoutes, { prefix: '/auth', accounts, students });
}
