import { COURSES_AUTH_PATHS } from '../config/environment';

/** Paths of the Academy (Courses) app, served on the courses host (SPEC §2.1, issue 13). */
export const ACADEMY_PATHS = {
  home: '/',
  instructorSignIn: COURSES_AUTH_PATHS.instructorLogin,
  participantSignIn: COURSES_AUTH_PATHS.studentLogin,
  instructorSignUp: COURSES_AUTH_PATHS.instructorSignup,
  participantSignUp: COURSES_AUTH_PATHS.studentSignup,
} as const;

/** Academy pages prerendered at build time (their text is in the served HTML). */
export const ACADEMY_PRERENDERED_PATHS = [ACADEMY_PATHS.home] as const;

/**
 * Academy paths rendered by its single-page shell (the server answers the others with the
 * Academy's 404 page).
 */
export const ACADEMY_CLIENT_ROUTE_PATTERNS: readonly RegExp[] = [
  // Sign-in and sign-up of instructors and participants (SPEC §2.1).
  /^\/auth\/(login|signup)\/(teacher|student)\/?$/,
];

/** Where the Academy build's hashed files live (academy/vite.config.ts), apart from /assets. */
export const ACADEMY_ASSETS_FOLDER = 'academy-assets';
