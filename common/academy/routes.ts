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
  /** Sharing (issue 13, point 6): a join link, an emailed invitation, a public course page. */
  joinLink: (token: string) => `/join/${token}`,
  invitation: (token: string) => `/invite/${token}`,
  publicCourse: (courseId: string) => `/courses/${courseId}`,
  courseSharing: (courseId: string) => `/instructor/courses/${courseId}/sharing`,
  /** The instructors' review of reflections (point 13): the queue, and one reflection. */
  reviewQueue: (courseId: string) => `/instructor/courses/${courseId}/reflections`,
  reviewReflection: (courseId: string, reflectionId: string) =>
    `/instructor/courses/${courseId}/reflections/${reflectionId}`,
  /** A participant's course home (the learning pages). */
  learnCourse: (courseId: string) => `/learn/courses/${courseId}`,
  learnLesson: (courseId: string, lessonId: string) =>
    `/learn/courses/${courseId}/lessons/${lessonId}`,
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
  // The other account pages: forgot and reset password, confirm email, logout, consent.
  /^\/auth\/(forgot|reset|confirm|logout|consent)\/?$/,
  // Where instructors and participants land after signing in.
  /^\/(instructor|learn)\/?$/,
  // Sharing: a join link, an invitation, a public course page, a course's Sharing tab.
  /^\/(join|invite)\/[A-Za-z0-9_-]{1,100}\/?$/,
  /^\/courses\/[A-Za-z0-9-]{1,40}\/?$/,
  /^\/instructor\/courses\/[A-Za-z0-9-]{1,40}\/sharing\/?$/,
  // The review of reflections: the queue and one reflection.
  /^\/instructor\/courses\/[A-Za-z0-9-]{1,40}\/reflections(\/[A-Za-z0-9-]{1,40})?\/?$/,
  // A course's home and its lessons, for participants (issue 13, points 9 and 10).
  /^\/learn\/courses\/[^/]+(\/lessons\/[^/]+)?\/?$/,
];

/** Where the Academy build's hashed files live (academy/vite.config.ts), apart from /assets. */
export const ACADEMY_ASSETS_FOLDER = 'academy-assets';
