// Types for auth-client.mjs, so the unit tests (TypeScript) can import it.
export interface Credentials {
  email: string;
  password: string;
}
export const LOGIN_PATH: string;
export const SESSION_COOKIE: string;
export const STUDENT_LOGIN_PATH: string;
export const STUDENT_SESSION_COOKIE: string;
export function demoTeacherCredentials(): Promise<Credentials>;
export function loginRequest(
  baseUrl: string,
  credentials: Credentials,
  path?: string,
): { url: string; method: 'POST'; headers: Record<string, string>; body: string };
export function cookieFromSetCookie(setCookies: string[], name: string): string | null;
export function signIn(
  baseUrl: string,
  credentials: Credentials,
  options?: { student?: boolean },
): Promise<string>;
