/**
 * Spec literals of the legal pages (SPEC §2.8, §5). The numbers the policies quote live in
 * LEGAL (common/constants.ts); the cookie lifetimes live here, next to the cookies they
 * belong to, so the Cookie Policy and the code that sets a cookie can share one definition.
 */

export const LEGAL_TITLES = {
  terms: 'Terms of Use',
  privacy: 'Privacy and Security Policy',
  cookies: 'Cookie Policy',
} as const;

export type LegalDocumentKey = keyof typeof LEGAL_TITLES;

/** SPEC §2.8: the anchor sections of the Privacy and Security Policy, in order. */
export const PRIVACY_SECTIONS = [
  { id: 'data-collection', title: 'Data collection' },
  { id: 'data-use', title: 'Data use' },
  { id: 'minors', title: 'Minors' },
  { id: 'third-party-data', title: 'Third-party data' },
  { id: 'automated-decision-making', title: 'Automated decision-making' },
  { id: 'transfer-of-data', title: 'Transfer of data' },
  { id: 'cookies', title: 'Cookies' },
  { id: 'data-duration', title: 'Data duration' },
  { id: 'data-protection', title: 'Data protection' },
  { id: 'administrator-responsibilities', title: 'Administrator responsibilities' },
  { id: 'student-responsibilities', title: 'Student responsibilities' },
  { id: 'non-discrimination', title: 'Non-discrimination' },
  { id: 'other-regulations', title: 'Other regulations' },
] as const;

export type PrivacySectionId = (typeof PRIVACY_SECTIONS)[number]['id'];

/** SPEC §2.8, Cookie Policy. */
export const VISITOR_COOKIES_STATEMENT =
  'Visitor cookies are not active when students, teachers or parents are logged in.';

/** SPEC §2.8: the four kinds of cookie the Cookie Policy covers. */
export const COOKIE_CATEGORIES = [
  { id: 'session', title: 'Session cookies' },
  { id: 'persistent', title: 'Persistent cookies' },
  { id: 'functionality', title: 'Functionality cookies' },
  { id: 'third-party', title: 'Third-party cookies' },
] as const;

export type CookieCategoryId = (typeof COOKIE_CATEGORIES)[number]['id'];

const DAY_SECONDS = 24 * 60 * 60;

/**
 * SPEC §2.8: cookie lifetimes (6 days, 2 years, 1 day, 3 months, session). `maxAgeSeconds` is
 * what a Set-Cookie header should carry; null means a browser-session cookie (no Max-Age).
 */
export const COOKIE_EXPIRY = {
  browserSession: { label: 'Session', maxAgeSeconds: null },
  oneDay: { label: '1 day', maxAgeSeconds: DAY_SECONDS },
  sixDays: { label: '6 days', maxAgeSeconds: 6 * DAY_SECONDS },
  threeMonths: { label: '3 months', maxAgeSeconds: 90 * DAY_SECONDS },
  twoYears: { label: '2 years', maxAgeSeconds: 730 * DAY_SECONDS },
} as const;

export type CookieExpiry = (typeof COOKIE_EXPIRY)[keyof typeof COOKIE_EXPIRY];

export interface CookieDefinition {
  /** The cookie's name, or for cookies set by another company, that company's service. */
  name: string;
  category: CookieCategoryId;
  expiry: CookieExpiry;
  /** Visitor cookies are set only for people who are not signed in. */
  visitor: boolean;
}

/**
 * Every cookie the Cookie Policy lists. The sign-in cookie names are those of SPEC §3
 * (t, st, set, at), and the Academy's `ct`.
 */
export const COOKIES = {
  signIn: { name: 't', category: 'session', expiry: COOKIE_EXPIRY.sixDays, visitor: false },
  studentSignIn: {
    name: 'st',
    category: 'session',
    expiry: COOKIE_EXPIRY.browserSession,
    visitor: false,
  },
  studentPasswordSetup: {
    name: 'set',
    category: 'session',
    expiry: COOKIE_EXPIRY.oneDay,
    visitor: false,
  },
  originalAccount: {
    name: 'at',
    category: 'session',
    expiry: COOKIE_EXPIRY.browserSession,
    visitor: false,
  },
  /** The Academy's own sign-in (issue 13): sessions are per host, decision 0020. */
  academySignIn: { name: 'ct', category: 'session', expiry: COOKIE_EXPIRY.sixDays, visitor: false },
  visitor: {
    name: 'lectio_visitor',
    category: 'persistent',
    expiry: COOKIE_EXPIRY.twoYears,
    visitor: true,
  },
  lastSignInPage: {
    name: 'lectio_signin',
    category: 'functionality',
    expiry: COOKIE_EXPIRY.threeMonths,
    visitor: false,
  },
  googleSignIn: {
    name: 'Google sign-in',
    category: 'third-party',
    expiry: COOKIE_EXPIRY.browserSession,
    visitor: false,
  },
  paymentSecurity: {
    name: 'Card payment provider',
    category: 'third-party',
    expiry: COOKIE_EXPIRY.oneDay,
    visitor: false,
  },
} as const satisfies Record<string, CookieDefinition>;

export type CookieKey = keyof typeof COOKIES;

/** SPEC §3: what the product keeps in browser storage other than cookies. */
export const BROWSER_STORAGE = {
  referral: { area: 'session', keys: ['r', 'rc'] },
  storeToken: { area: 'local', keys: ['t'] },
  paymentIntent: { area: 'local', keys: ['print_pi_id'] },
} as const;
