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

/**
 * The Journals site's origin seen from an Academy page (issue 13): the first production or
 * sandbox host when the page is on that environment's courses host, else the local address.
 */
export function journalsUrlFromCourses(
  origin: string,
  settings: Pick<
    PublicConfig,
    'PRODUCTION_HOSTS' | 'SANDBOX_HOSTS' | 'COURSES_PRODUCTION_URL' | 'COURSES_SANDBOX_URL'
  > &
    Pick<PublicConfig, 'JOURNALS_LOCAL_URL'>,
): string {
  const pageOrigin = new URL(origin).origin;
  const [productionHost] = settings.PRODUCTION_HOSTS;
  const [sandboxHost] = settings.SANDBOX_HOSTS;
  if (productionHost && pageOrigin === new URL(settings.COURSES_PRODUCTION_URL).origin) {
    return `https://${productionHost}`;
  }
  if (sandboxHost && pageOrigin === new URL(settings.COURSES_SANDBOX_URL).origin) {
    return `https://${sandboxHost}`;
  }
  return settings.JOURNALS_LOCAL_URL.replace(/\/+$/, '');
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
