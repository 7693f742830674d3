import { COURSES_AUTH_PATHS } from '../config/environment';

/** Paths of the Academy (Courses) app, served on the courses host (SPEC §2.1, issue 13). */
export const ACADEMY_PATHS = {
  home: '/',
  instructorSignIn: COURSES_AUTH_PATHS.instructorLogin,
  participantSignIn: COURSES_AUTH_PATHS.studentLogin,
  instructorSignUp: COURSES_AUTH_PATHS.instructorSignup,
  participantSignUp: COURSES_AUTH_PATHS.studentSignup,
  forgotPassword: '/auth/forgot',
  resetPassword: '/auth/reset',
  confirmEmail: '/auth/confirm',
  logout: '/auth/logout',
  /** A parent or guardian consents to a participant aged 13 to 17 (link `?c=`). */
  guardianConsent: '/auth/consent',
  /** Where instructors and participants land after signing in. */
  instructorArea: '/instructor',
  participantArea: '/learn',
  /** A course's home for its participants (and staff previewing). */
  learnCourse: '/learn/courses/:courseId',
  learnLesson: '/learn/courses/:courseId/lessons/:lessonId',
} as const;

/** /learn/courses/:courseId with the id filled in. */
export const learnCoursePath = (courseId: string) =>
  ACADEMY_PATHS.learnCourse.replace(':courseId', encodeURIComponent(courseId));

/** /learn/courses/:courseId/lessons/:lessonId with the ids filled in. */
export const learnLessonPath = (courseId: string, lessonId: string) =>
  `${learnCoursePath(courseId)}/lessons/${encodeURIComponent(lessonId)}`;

/** Academy pages prerendered at build time (their text is in the served HTML). */
export const ACADEMY_PRERENDERED_PATHS = [ACADEMY_PATHS.home] as const;

/**
 * Academy paths rendered by its single-page shell (the server answers the others with the
 * Academy's 404 page).
 */
export const ACADEMY_CLIENT_ROUTE_PATTERNS: readonly RegExp[] = [
  // Sign-in and sign-up of instructors and participants (SPEC §2.1).
  /^\/auth\/(login|signup)\/(teacher|student)\/?$/,
  // The other account pages: forgot and reset password, confirm email, logout, consent.
  /^\/auth\/(forgot|reset|confirm|logout|consent)\/?$/,
  // Where instructors and participants land after signing in.
  /^\/(instructor|learn)\/?$/,
  // A course's home and its lessons, for participants (issue 13, points 9 and 10).
  /^\/learn\/courses\/[^/]+(\/lessons\/[^/]+)?\/?$/,
];

/** Where the Academy build's hashed files live (academy/vite.config.ts), apart from /assets. */
export const ACADEMY_ASSETS_FOLDER = 'academy-assets';
