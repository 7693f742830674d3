import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { createGoogleVerifier } from './google';
import { createAccountService } from './service';
import {
  createAttemptLimiter,
  createLoginLimiter,
  databaseRateLimitStore,
  redisRateLimitStore,
  type RateLimitStore,
} from './rate-limit';
import { authRoutes } from './routes';
import { createStudentAccountService } from './student-accounts';
import { createStudentService } from './students';

/** Failed class-code lookups per IP address (GUIDE §6). Sign-in limits: LOGIN_LIMITS. */
export const CLASS_CODE_LIMIT = { maxFailures: 10, windowMs: 15 * 60 * 1000 } as const;

export interface AuthPluginOptions {
  publicBaseUrl: string;
  /** REDIS_URL: rate-limit counters shared by instances; without it, the database keeps them. */
  redisUrl?: string | undefined;
  /** Google sign-in for students; empty or unset turns it off. */
  googleClientId?: string | undefined;
  googleJwksUrl?: string | undefined;
}

/** The account calls, mounted under /api/auth. Needs the database, session and email plugins. */
export async function authModule(
  app: FastifyInstance,
  { publicBaseUrl, redisUrl, googleClientId, googleJwksUrl }: AuthPluginOptions,
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
  const limiter = createLoginLimiter({ store });
  const accounts = createAccountService({
    db: app.db,
    sessions: app.sessions,
    email: app.email,
    limiter,
    publicBaseUrl,
  });
  const students = createStudentService({
    db: app.db,
    sessions: app.sessions,
    limiter,
    email: app.email,
    publicBaseUrl,
  });
  const studentAccounts = createStudentAccountService({
    db: app.db,
    sessions: app.sessions,
    email: app.email,
    accounts,
    codeLimiter: createAttemptLimiter({ store, prefix: 'classcode', ...CLASS_CODE_LIMIT }),
    google:
      googleClientId && googleJwksUrl
        ? createGoogleVerifier({ clientId: googleClientId, jwksUrl: googleJwksUrl })
        : null,
    publicBaseUrl,
  });
  await app.register(authRoutes, { prefix: '/auth', accounts, students, studentAccounts });
}
