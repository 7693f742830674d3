import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { COOKIES } from '../../common/copy/legal';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createSessionService, type Session, type SessionService } from '../modules/auth/sessions';

/** The sign-in cookies of SPEC §3, named and timed as the Cookie Policy promises. */
export const AUTH_COOKIES = {
  t: COOKIES.signIn,
  st: COOKIES.studentSignIn,
  set: COOKIES.studentPasswordSetup,
  at: COOKIES.originalAccount,
} as const;
export type AuthCookieName = keyof typeof AUTH_COOKIES;

export interface SignedInAccount {
  id: string;
  type: 'teacher' | 'parent' | 'student';
  firstName: string;
  lastName: string;
  email: string | null;
  isPlatformAdmin: boolean;
  isSchoolAdmin: boolean;
  schoolId: string | null;
  session: Session;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
    /** Whether auth cookies carry Secure (production). */
    authCookiesSecure: boolean;
  }
  interface FastifyRequest {
    /** Filled by `resolveAccount` (undefined until then, null when nobody is signed in). */
    account: SignedInAccount | null | undefined;
  }
}

export interface SessionPluginOptions {
  production: boolean;
  idleDays: number;
  absoluteDays: number;
}

/** Sets one of t, st, set, at: HttpOnly, SameSite=Lax, Path=/, Secure in production. */
export function setAuthCookie(reply: FastifyReply, name: AuthCookieName, token: string): void {
  const { maxAgeSeconds } = AUTH_COOKIES[name].expiry;
  reply.setCookie(name, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: reply.server.authCookiesSecure,
    ...(maxAgeSeconds === null ? {} : { maxAge: maxAgeSeconds }),
  });
}

export function clearAuthCookie(reply: FastifyReply, name: AuthCookieName): void {
  reply.clearCookie(name, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: reply.server.authCookiesSecure,
  });
}

/** `Authorization: Bearer <token>`, for API clients. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** The token for a cookie's role: the Authorization header first, then the cookie. */
export function requestToken(request: FastifyRequest, name: AuthCookieName): string | undefined {
  return bearerToken(request) ?? request.cookies[name] ?? undefined;
}

/** Loads the account a session belongs to, or null when it no longer exists. */
export async function loadAccount(
  db: Kysely<Database>,
  session: Session,
): Promise<SignedInAccount | null> {
  if (session.subjectType === 'user') {
    const user = await db
      .selectFrom('users')
      .select([
        'id',
        'account_type',
        'first_name',
        'last_name',
        'email',
        'is_platform_admin',
        'is_school_admin',
        'school_id',
      ])
      .where('id', '=', session.subjectId)
      .executeTakeFirst();
    if (!user) return null;
    return {
      id: user.id,
      type: user.account_type,
      firstName: user.first_name,
      lastName: user.last_name,
      email: user.email,
      isPlatformAdmin: user.is_platform_admin === 1,
      isSchoolAdmin: user.is_school_admin === 1,
      schoolId: user.school_id,
      session,
    };
  }
  const student = await db
    .selectFrom('students')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where('id', '=', session.subjectId)
    .executeTakeFirst();
  if (!student) return null;
  return {
    id: student.id,
    type: 'student',
    firstName: student.first_name,
    lastName: student.last_name,
    email: student.email,
    isPlatformAdmin: false,
    isSchoolAdmin: false,
    schoolId: null,
    session,
  };
}

/**
 * Resolves `request.account` from a token (Authorization: Bearer, else the cookie): `t` for
 * teachers, parents and admins, `st` for students. Null when nobody is signed in.
 */
export async function resolveAccount(
  request: FastifyRequest,
  { student = false, token }: { student?: boolean; token?: string } = {},
): Promise<SignedInAccount | null> {
  const app = request.server;
  const wanted = student ? 'student' : 'user';
  const session = await app.sessions.lookup(token ?? requestToken(request, student ? 'st' : 't'));
  const account = session && session.kind === wanted ? await loadAccount(app.db, session) : null;
  request.account = account;
  return account;
}

/** Cookies, the session service, and `request.account`. */
export default fp<SessionPluginOptions>(
  async (app, { production, idleDays, absoluteDays }) => {
    app.decorate('authCookiesSecure', production);
    await app.register(cookie);
    app.decorate('sessions', createSessionService(app.db, { idleDays, absoluteDays }));
    app.decorateRequest('account', undefined);
  },
  { name: 'session', dependencies: ['database'] },
);
