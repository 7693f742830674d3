import type { FastifyInstance } from 'fastify';
import { createGoogleVerifier } from './google';
import { createAccountService } from './service';
import { createAttemptLimiter } from '../../lib/rate-limit';
import { createLoginLimiter } from './login-limits';
import { authRoutes } from './routes';
import { createStudentAccountService } from './student-accounts';
import { createStudentService } from './students';

/** Failed class-code lookups per IP address (GUIDE §6). Sign-in limits: LOGIN_LIMITS. */
export const CLASS_CODE_LIMIT = { maxFailures: 10, windowMs: 15 * 60 * 1000 } as const;

export interface AuthPluginOptions {
  publicBaseUrl: string;
  /** Google sign-in for students; empty or unset turns it off. */
  googleClientId?: string | undefined;
  googleJwksUrl?: string | undefined;
}

/** The account calls, mounted under /api/auth. Needs the database, session and email plugins. */
export async function authModule(
  app: FastifyInstance,
  { publicBaseUrl, googleClientId, googleJwksUrl }: AuthPluginOptions,
): Promise<void> {
  // The app's one rate-limit store (plugins/rate-limit-store: Redis or the database).
  const store = app.rateLimitStore;
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
