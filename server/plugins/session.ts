import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { COOKIES } from '../../common/copy/legal';
import type { Kysely } from 'kysely';
import type { Site } from '../../common/academy/site';
import { admitsAccount, type AccountKind } from '../access/site-accounts';
import type { Database } from '../db/schema';
import {
  createSessionService,
  precompiledByTokenHash,
  tokenHashOf,
  type Session,
  type SessionService,
} from '../lib/sessions';

/**
 * The sign-in cookies of SPEC §3, and the Academy's own `ct`, named and timed as the Cookie
 * Policy promises.
 */
export const AUTH_COOKIES = {
  t: COOKIES.signIn,
  st: COOKIES.studentSignIn,
  set: COOKIES.studentPasswordSetup,
  at: COOKIES.originalAccount,
  ct: COOKIES.academySignIn,
} as const;
export type AuthCookieName = keyof typeof AUTH_COOKIES;

/**
 * The cookies each app reads and sets (decision 0020: sessions are per host). Browsers send
 * a host's cookies to all its ports, so on localhost both sets reach both apps: each app
 * reads only its own names and ignores the other's.
 */
const SITE_COOKIES: Record<Site, readonly AuthCookieName[]> = {
  journals: ['t', 'st', 'set', 'at'],
  academy: ['ct'],
};

/** The sign-in cookies this site reads and sets. */
export const siteCookieNames = (site: Site): readonly AuthCookieName[] => SITE_COOKIES[site];

/** The cookie that holds the signed-in adult's (or, with `student`, student's) token. */
function sessionCookieOf(site: Site, student: boolean): AuthCookieName {
  if (site === 'academy') return 'ct';
  return student ? 'st' : 't';
}

export interface SignedInAccount {
  id: string;
  type: AccountKind;
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

/** A cookie of the other app is never set: that would mix the two apps' sessions. */
function assertOwnCookie(request: FastifyRequest, name: AuthCookieName): void {
  if (!SITE_COOKIES[request.site].includes(name)) {
    throw new Error(`Cookie ${name} does not belong to the ${request.site} site`);
  }
}

/**
 * Sets one of t, st, set, at (the Journals site) or ct (the Academy): HttpOnly,
 * SameSite=Lax, Path=/, Secure in production.
 */
export function setAuthCookie(reply: FastifyReply, name: AuthCookieName, token: string): void {
  assertOwnCookie(reply.request, name);
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
  assertOwnCookie(reply.request, name);
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

/**
 * The token for a cookie's role: the Authorization header first, then the cookie, if it is
 * one of this site's (the other app's cookies are ignored).
 */
export function requestToken(request: FastifyRequest, name: AuthCookieName): string | undefined {
  const bearer = bearerToken(request);
  if (bearer) return bearer;
  if (!SITE_COOKIES[request.site].includes(name)) return undefined;
  return request.cookies[name] ?? undefined;
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

const SESSION_COLUMNS = [
  'sessions.id as id',
  'sessions.kind as kind',
  'sessions.subject_type as subject_type',
  'sessions.subject_id as subject_id',
  'sessions.impersonator_id as impersonator_id',
  'sessions.parent_session_id as parent_session_id',
  'sessions.last_seen_at as last_seen_at',
  'sessions.expires_at as expires_at',
  'sessions.revoked_at as revoked_at',
  'sessions.site as site',
] as const;

/** A teacher's, parent's or admin's session and account, in one query. */
const selectUserSession = precompiledByTokenHash((db, tokenHash) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.subject_id')
    .select([
      ...SESSION_COLUMNS,
      'users.account_type as account_type',
      'users.first_name as first_name',
      'users.last_name as last_name',
      'users.email as email',
      'users.is_platform_admin as is_platform_admin',
      'users.is_school_admin as is_school_admin',
      'users.school_id as school_id',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.kind', '=', 'user')
    .where('sessions.subject_type', '=', 'user'),
);

/** A student's session and account, in one query. */
const selectStudentSession = precompiledByTokenHash((db, tokenHash) =>
  db
    .selectFrom('sessions')
    .innerJoin('students', 'students.id', 'sessions.subject_id')
    .select([
      ...SESSION_COLUMNS,
      'students.first_name as first_name',
      'students.last_name as last_name',
      'students.email as email',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.kind', '=', 'student')
    .where('sessions.subject_type', '=', 'student'),
);

/**
 * The signed-in account a token names: the live session of the wanted kind and its account,
 * read together in one precompiled query (this runs on every signed-in request), or null.
 * Only a session opened on `site`, for an account that site admits (access/site-accounts).
 */
export async function lookupAccount(
  app: { db: Kysely<Database>; sessions: SessionService },
  token: string | undefined | null,
  { student = false, site = 'journals' }: { student?: boolean; site?: Site } = {},
): Promise<SignedInAccount | null> {
  const tokenHash = tokenHashOf(token);
  if (!tokenHash) return null;
  if (student) {
    if (!admitsAccount(site, 'student')) return null;
    const row = await selectStudentSession(app.db, tokenHash);
    const session = row ? await app.sessions.admit(row, undefined, site) : null;
    if (!row || !session) return null;
    return {
      id: row.subject_id,
      type: 'student',
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      isPlatformAdmin: false,
      isSchoolAdmin: false,
      schoolId: null,
      session,
    };
  }
  const row = await selectUserSession(app.db, tokenHash);
  if (!row || !admitsAccount(site, row.account_type)) return null;
  const session = await app.sessions.admit(row, undefined, site);
  if (!session) return null;
  return {
    id: row.subject_id,
    type: row.account_type,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    isPlatformAdmin: row.is_platform_admin === 1,
    isSchoolAdmin: row.is_school_admin === 1,
    schoolId: row.school_id,
    session,
  };
}

/**
 * Resolves `request.account` from a token (Authorization: Bearer, else the cookie): on the
 * Journals site `t` for teachers, parents and admins, `st` for students; on the Academy `ct`
 * for instructors and participants (it has no student sessions). Only a session of the
 * request's own site counts. Null when nobody is signed in.
 */
export async function resolveAccount(
  request: FastifyRequest,
  { student = false, token }: { student?: boolean; token?: string } = {},
): Promise<SignedInAccount | null> {
  const account = await lookupAccount(
    request.server,
    token ?? requestToken(request, sessionCookieOf(request.site, student)),
    { student, site: request.site },
  );
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
