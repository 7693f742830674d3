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
export const CLIENT_ROUTE_PATTERNS: readonly RegExp[] = [/^\/donate\/[^/]+\/payment\/?$/];
