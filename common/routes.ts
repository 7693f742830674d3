/** Paths of the product (SPEC §2.1). One source for links, the router and the server. */
export const PATHS = {
  home: '/',
  faithcademy: '/faithcademy',
  about: '/about',
  schools: '/schools',
  parishes: '/parishes+institutions',
  pricing: '/pricing',
  store: '/store',
  storeCheckout: '/store/checkout',
  support: '/?id=support',
  terms: '/home/terms',
  privacy: '/home/privacy-policy',
  cookies: '/home/cookie-policy',
  teacherSignIn: '/auth/teacher',
  parentSignIn: '/auth/parent',
  studentSignIn: '/auth/student',
  teacherSignUp: '/auth/teacher/signup',
  parentSignUp: '/auth/parent/signup',
  studentSignUp: '/auth/student/signup',
  forgotPassword: '/auth/forgotPassword',
  studentForgotPassword: '/auth/forgotPassword?student=true',
  confirmEmail: '/auth/confirm_email',
  resetPassword: '/auth/reset_password',
  logout: '/auth/logout',
  studentLogout: '/auth/student/logout',
  studentSetPassword: '/auth/student/setPassword',
  studentGo: '/auth/student/go',
  studentLoginAs: '/auth/student/login_as',
  teacherLoginAs: '/auth/teacher/login_as',
  teacherArea: '/teacher',
  parentArea: '/parent',
  studentArea: '/student',
  journalsTab: '/?tab=journals',
  academyTab: '/?tab=academy',
} as const;

export const donatePath = (schoolName: string) =>
  `/donate/${encodeURIComponent(schoolName)}/payment`;

/** Public pages rendered to HTML at build time; the sitemap lists them. */
export const PRERENDERED_PATHS = [
  PATHS.home,
  PATHS.faithcademy,
  PATHS.about,
  PATHS.schools,
  PATHS.parishes,
  PATHS.pricing,
  PATHS.terms,
  PATHS.privacy,
  PATHS.cookies,
] as const;

/** Where the prerendered not-found page is written; the server serves it with status 404. */
export const NOT_FOUND_DOCUMENT_PATH = '/404';

/**
 * Client-rendered routes that exist but are not prerendered. The server answers them with
 * the single-page shell (status 200); anything else that is not a file gets the 404 page.
 */
export const CLIENT_ROUTE_PATTERNS: readonly RegExp[] = [
  /^\/donate\/[^/]+\/payment\/?$/,
  // Sign-in, sign-up and the other auth screens: /auth/{account} and /auth/{account}/{authType}
  // cover /auth/forgotPassword, /auth/student/setPassword, /auth/teacher/login_as and the rest.
  /^\/auth\/[^/]+(\/[^/]+)?\/?$/,
  // The role areas where each account lands after sign-in.
  /^\/(teacher|parent|student)\/?$/,
];
