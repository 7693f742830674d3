import type { PublicConfig } from './public-config';

export type Environment = 'production' | 'sandbox' | 'development';

export interface EnvironmentTargets {
  environment: Environment;
  /** Base URL of the JSON API: always the same origin as the page, under /api. */
  apiBase: string;
  /** Origin of the separate Courses application (SPEC §2.1). */
  coursesUrl: string;
}

type HostSettings = Pick<
  PublicConfig,
  | 'PRODUCTION_HOSTS'
  | 'SANDBOX_HOSTS'
  | 'COURSES_PRODUCTION_URL'
  | 'COURSES_SANDBOX_URL'
  | 'COURSES_LOCAL_URL'
>;

/**
 * Maps the page's origin to its environment (SPEC §9): a production host, a sandbox host,
 * or anything else, which is local development.
 */
export function resolveEnvironment(origin: string, settings: HostSettings): EnvironmentTargets {
  const url = new URL(origin);
  const hostname = url.hostname.toLowerCase();
  const apiBase = `${url.origin}/api`;
  if (settings.PRODUCTION_HOSTS.includes(hostname)) {
    return { environment: 'production', apiBase, coursesUrl: settings.COURSES_PRODUCTION_URL };
  }
  if (settings.SANDBOX_HOSTS.includes(hostname)) {
    return { environment: 'sandbox', apiBase, coursesUrl: settings.COURSES_SANDBOX_URL };
  }
  return { environment: 'development', apiBase, coursesUrl: settings.COURSES_LOCAL_URL };
}

export function coursesAuthUrl(coursesUrl: string, path: CoursesAuthPath): string {
  return `${coursesUrl.replace(/\/+$/, '')}${path}`;
}

/** The Courses application's auth entry points (SPEC §2.1, off-site). */
export const COURSES_AUTH_PATHS = {
  instructorLogin: '/auth/login/teacher',
  studentLogin: '/auth/login/student',
  instructorSignup: '/auth/signup/teacher',
  studentSignup: '/auth/signup/student',
} as const;

export type CoursesAuthPath = (typeof COURSES_AUTH_PATHS)[keyof typeof COURSES_AUTH_PATHS];
