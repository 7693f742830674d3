import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Site } from '../../../common/academy/site';
import { PATHS } from '../../../common/routes';
import type { AccountKind } from '../../access/site-accounts';
import type { EmailSender } from '../../adapters/email/email';
import type { LiveChannel } from '../../adapters/live/channel';
import type { Database } from '../../db/schema';
import { createAttemptLimiter, type AttemptLimiter } from '../../lib/rate-limit';
import type { SessionService } from '../../lib/sessions';
import { createGoogleVerifier, type GoogleVerifier } from './google';
import { createLoginLimiter, type LoginLimiter } from './login-limits';

/** Failed class-code lookups per IP address (GUIDE §6). Sign-in limits: LOGIN_LIMITS. */
export const CLASS_CODE_LIMIT = { maxFailures: 10, windowMs: 15 * 60 * 1000 } as const;

export interface AuthOptions {
  publicBaseUrl: string;
  /** Google sign-in for students; empty or unset turns it off. */
  googleClientId?: string | undefined;
  googleJwksUrl?: string | undefined;
}

/**
 * The pages of one app that account emails link to and sign-ins land on: the Journals site's
 * (PATHS), or the Academy's (academy-auth/pages.ts), so the same calls serve both apps.
 */
export interface AuthPages {
  confirmEmail: string;
  forgotPassword: string;
  resetPassword: string;
  /** The sign-in page of an account of this kind. */
  signInOf: (kind: AccountKind) => string;
  /** Where an account of this kind lands after signing in. */
  areaOf: (kind: AccountKind) => string;
}

/** Where each Journals account lands after sign-in (admins are teachers with a flag). */
function journalsAreaOf(kind: AccountKind): string {
  if (kind === 'parent') return PATHS.parentArea;
  if (kind === 'student') return PATHS.studentArea;
  // A participant has no Journals area: the Journals site never signs one in.
  if (kind === 'participant') return PATHS.home;
  return PATHS.teacherArea;
}

export const JOURNALS_AUTH_PAGES: AuthPages = {
  confirmEmail: PATHS.confirmEmail,
  forgotPassword: PATHS.forgotPassword,
  resetPassword: PATHS.resetPassword,
  signInOf: (kind) => (kind === 'parent' ? PATHS.parentSignIn : PATHS.teacherSignIn),
  areaOf: journalsAreaOf,
};

/** What the account calls work with; each takes only the parts it uses. */
export interface AuthDeps {
  /** The app the calls serve: the sessions they open are honoured only there. */
  site: Site;
  /** That app's pages, for email links and where a sign-in lands. */
  pages: AuthPages;
  db: Kysely<Database>;
  sessions: SessionService;
  email: EmailSender;
  /** Live events (a join request rings the class's teachers' bells); absent in some tests. */
  live?: LiveChannel;
  /** Failed sign-ins (teachers, parents and students). */
  limiter: LoginLimiter;
  /** Failed invitation and Access Code lookups per IP address. */
  codeLimiter: AttemptLimiter;
  /** Null when GOOGLE_CLIENT_ID is not set: Google sign-in is off. */
  google: GoogleVerifier | null;
  /** A link to a page of this site, for emails (PUBLIC_BASE_URL or ACADEMY_BASE_URL + path). */
  link: (path: string) => string;
}

/** The app's database, sessions and email, with the limiters and Google verifier of the module. */
export function createAuthDeps(
  app: FastifyInstance,
  { publicBaseUrl, googleClientId, googleJwksUrl }: AuthOptions,
): AuthDeps {
  // The app's one rate-limit store (plugins/rate-limit-store: Redis or the database).
  const store = app.rateLimitStore;
  const base = publicBaseUrl.replace(/\/+$/, '');
  return {
    site: 'journals',
    pages: JOURNALS_AUTH_PAGES,
    db: app.db,
    sessions: app.sessions,
    email: app.email,
    live: app.live,
    limiter: createLoginLimiter({ store }),
    codeLimiter: createAttemptLimiter({ store, prefix: 'classcode', ...CLASS_CODE_LIMIT }),
    google:
      googleClientId && googleJwksUrl
        ? createGoogleVerifier({ clientId: googleClientId, jwksUrl: googleJwksUrl })
        : null,
    link: (path) => `${base}${path}`,
  };
}
