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
  /** The course builder (issue 13, points 4 to 8): its tabs and the lesson editor. */
  instructorCourse: (courseId: string) => `/instructor/courses/${encodeURIComponent(courseId)}`,
  instructorCourseDetails: (courseId: string) =>
    `/instructor/courses/${encodeURIComponent(courseId)}/details`,
  instructorCourseSettings: (courseId: string) =>
    `/instructor/courses/${encodeURIComponent(courseId)}/settings`,
  instructorCourseSharing: (courseId: string) =>
    `/instructor/courses/${encodeURIComponent(courseId)}/sharing`,
  instructorLesson: (courseId: string, lessonId: string) =>
    `/instructor/courses/${encodeURIComponent(courseId)}/lessons/${encodeURIComponent(lessonId)}`,
  /** A course as its participants see it (staff see it with a preview banner). */
  learnCourse: (courseId: string) => `/learn/courses/${encodeURIComponent(courseId)}`,
  instructorCourseParticipants: (courseId: string) =>
    `/instructor/courses/${encodeURIComponent(courseId)}/participants`,
  /** The instructors' review of reflections (point 13): the queue, and one reflection. */
  reviewQueue: (courseId: string) =>
    `/instructor/courses/${encodeURIComponent(courseId)}/reflections`,
  reviewReflection: (courseId: string, reflectionId: string) =>
    `/instructor/courses/${encodeURIComponent(courseId)}/reflections/${encodeURIComponent(reflectionId)}`,
  /** The account page (issue 13, point 15): profile, data export, leaving, deletion. */
  account: '/account',
  /** Shown once the account is deleted (signed out). */
  accountDeleted: '/account/deleted',
  learnLesson: (courseId: string, lessonId: string) =>
    `/learn/courses/${encodeURIComponent(courseId)}/lessons/${encodeURIComponent(lessonId)}`,
  /** The public check of a completion certificate (point 12): the form, or one code. */
  verifyForm: '/verify',
  verify: (code: string) => `/verify/${encodeURIComponent(code)}`,
  /** Notifications (point 14): every one, the email preference, and the unsubscribe page. */
  notifications: '/notifications',
  notificationSettings: '/settings/notifications',
  emailUnsubscribe: '/email/unsubscribe',
  /** A course's Discussion Board (point 14), one page for participants and instructors. */
  board: (courseId: string) => `/courses/${encodeURIComponent(courseId)}/board`,
  /** The board with the new-thread form open, about a lesson when given. */
  boardNewThread: (courseId: string, lessonId?: string) =>
    `/courses/${encodeURIComponent(courseId)}/board?new=1${lessonId ? `&lesson=${encodeURIComponent(lessonId)}` : ''}`,
  boardThread: (courseId: string, threadId: string) =>
    `/courses/${encodeURIComponent(courseId)}/board/${encodeURIComponent(threadId)}`,
  /** The instructors' reports and approval queue. */
  boardModeration: (courseId: string) =>
    `/courses/${encodeURIComponent(courseId)}/board/moderation`,
  /** Course messaging (issue 17, point 1): a participant's thread, or an instructor's list. */
  messages: (courseId: string, participantId?: string) =>
    `/courses/${encodeURIComponent(courseId)}/messages${participantId ? `?with=${encodeURIComponent(participantId)}` : ''}`,
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
  // The account page and the page after deleting the account (issue 13, point 15).
  /^\/account(\/deleted)?\/?$/,
  // Sharing: a join link, an invitation, a public course page, a course's Sharing tab.
  /^\/(join|invite)\/[A-Za-z0-9_-]{1,100}\/?$/,
  /^\/courses\/[A-Za-z0-9-]{1,40}\/?$/,
  // A course's Discussion Board: the threads, one thread, the instructors' moderation.
  /^\/courses\/[A-Za-z0-9-]{1,40}\/board(\/[A-Za-z0-9-]{1,40})?\/?$/,
  // A course's private messages (issue 17, point 1).
  /^\/courses\/[A-Za-z0-9-]{1,40}\/messages\/?$/,
  // A course's home and its lessons, for participants (issue 13, points 9 and 10).
  /^\/learn\/courses\/[^/]+(\/lessons\/[^/]+)?\/?$/,
  // The course builder: a course's tabs, a reflection under review, and a lesson's editor.
  /^\/instructor\/courses\/[A-Za-z0-9-]{1,40}(\/(details|settings|sharing|participants|reflections))?\/?$/,
  /^\/instructor\/courses\/[A-Za-z0-9-]{1,40}\/(lessons|reflections)\/[A-Za-z0-9-]{1,40}\/?$/,
  // The public check of a completion certificate: the form, or a code as typed.
  /^\/verify(\/[^/]{1,100})?\/?$/,
  // Notifications (point 14): the list, the email preference, the unsubscribe page.
  /^\/(notifications|settings\/notifications|email\/unsubscribe)\/?$/,
];

/** Where the Academy build's hashed files live (academy/vite.config.ts), apart from /assets. */
export const ACADEMY_ASSETS_FOLDER = 'academy-assets';
