// Signing in to the server under test, for the bench: the request POST /api/auth/login
// expects, and the session cookie taken from its answer. The credentials are the seeded demo
// teacher's (server/modules/demo/seed.ts, read from the source), which every bench database has.
import { join } from 'node:path';
import { ROOT } from '../lib/build.mjs';
import { importServerTs } from './import-server-ts.mjs';
import { SetupError } from './server.mjs';

export const LOGIN_PATH = '/api/auth/login';
/** The cookie that carries a teacher's or parent's session (server/plugins/session.ts). */
export const SESSION_COOKIE = 't';
/** A student signs in with their username (in `email`) and password here, into cookie `st`. */
export const STUDENT_LOGIN_PATH = '/api/auth/student_login';
export const STUDENT_SESSION_COOKIE = 'st';

/** @type {Promise<{ email: string, password: string }> | null} */
let demoTeacher = null;

/** The demo teacher's email and password, from the seed module itself. */
export function demoTeacherCredentials() {
  demoTeacher ??= importServerTs(join(ROOT, 'server/modules/demo/seed.ts')).then((seed) => ({
    email: seed.DEMO_ACCOUNTS.teacher.email,
    password: seed.DEMO_PASSWORD,
  }));
  return demoTeacher;
}

/**
 * The sign-in request as a browser on the site sends it: JSON (the CSRF check refuses any
 * other body on the API) with the server's own origin.
 * @param {string} baseUrl
 * @param {{ email: string, password: string }} credentials
 * @param {string} [path] LOGIN_PATH, or STUDENT_LOGIN_PATH for a student
 */
export function loginRequest(baseUrl, { email, password }, path = LOGIN_PATH) {
  return {
    url: new URL(path, baseUrl).href,
    method: /** @type {const} */ ('POST'),
    headers: { 'content-type': 'application/json', origin: new URL(baseUrl).origin },
    body: JSON.stringify({ email, password }),
  };
}

/**
 * `name=value` for a Cookie header, from an answer's Set-Cookie headers; null when the
 * cookie is not set (or set empty, which is how a cookie is cleared). The last one wins, as
 * in a browser.
 * @param {string[]} setCookies
 * @param {string} name
 */
export function cookieFromSetCookie(setCookies, name) {
  let found = null;
  for (const header of setCookies) {
    const pair = header.split(';', 1)[0] ?? '';
    const equals = pair.indexOf('=');
    if (equals < 0 || pair.slice(0, equals).trim() !== name) continue;
    const value = pair.slice(equals + 1).trim();
    found = value === '' ? null : `${name}=${value}`;
  }
  return found;
}

/**
 * Signs in once and answers the Cookie header of the new session. A refused sign-in stops
 * the bench with the server's answer: timing failed sign-ins would measure the wrong thing
 * and, repeated, trip the failed-login limit.
 * @param {string} baseUrl
 * @param {{ email: string, password: string }} credentials
 * @param {{ student?: boolean }} [options] a student signs in with a username and gets `st`
 */
export async function signIn(baseUrl, credentials, { student = false } = {}) {
  const { url, ...init } = loginRequest(
    baseUrl,
    credentials,
    student ? STUDENT_LOGIN_PATH : LOGIN_PATH,
  );
  const response = await fetch(url, init);
  const text = await response.text();
  const cookie = cookieFromSetCookie(
    response.headers.getSetCookie(),
    student ? STUDENT_SESSION_COOKIE : SESSION_COOKIE,
  );
  if (!response.ok || !cookie) {
    throw new SetupError(
      `sign-in as ${credentials.email} answered ${response.status}${cookie ? '' : ' without a session cookie'}: ${text.slice(0, 300)}`,
    );
  }
  return cookie;
}
