/**
 * Business constants and limits of SPEC §9. Every number the product shows or obeys lives
 * here once; code and copy import it instead of repeating it.
 */

export const PRODUCT_NAME = 'Lectio';
export const PARENT_COMPANY = { name: 'Lectio Learning Group', url: 'https://group.lectio.app' };

/** Role code sent with sign-up and sign-in for every account type (SPEC §6). */
export const ROLE_CODE = 5;
export const PASSWORD_MIN_LENGTH = 5;
export const STUDENT_PASSWORD_MIN_LENGTH = 6;

/** Delays, in milliseconds. */
export const DELAYS = {
  signupRedirect: 3500,
  confirmEmailAnnouncedSeconds: 3,
  confirmationRedirect: 1500,
  storeRedirect: 500,
  editShipping: 300,
  shake: 500,
  logoutPolling: 500,
} as const;

export const LAYOUT = {
  stickyNavAfterPx: 90,
  mobileNavBreakpointPx: 900,
} as const;

export const SLIDE_ROTATION = {
  /** Each tick fills the progress bar by one percent. */
  tickMs: 60,
  steps: 100,
  textVisibleAtPercent: 85,
} as const;

export const TESTIMONIAL_ITEMS = 3;
export const FEATURE_CAROUSEL_PAGES = 2;
export const HOW_IT_WORKS_STEPS = 4;
export const MEDIA_CARD_COUNT = 6;
export const VIDEO_PLAYER = { width: 358, height: 204 } as const;
export const COPYRIGHT_YEAR = 2021;

export const ACCESS_CODE_LENGTH = 5;
export const CHILD_SEARCH_MIN_CHARS = 3;

/** Prices in integer US cents. */
export const PRICES_CENTS = {
  standardBook: 1099,
  premiumBook: 1299,
  journal: 1299,
  classOrderShipping: 200,
} as const;
export const CREDITS_PER_BOOK = 13;

/**
 * Class orders (one delivery of the class's book to the school): at most one copy per student
 * of the class plus a few for the teacher, the parish and the school library, and the flat
 * shipping rate only to a school address staff have checked in the country Lectio ships from.
 */
export const CLASS_ORDER = {
  extraCopies: 10,
  flatRateCountry: 'US',
} as const;

export const PRICING_PLANS = {
  smallClass: { name: 'Small Class', maxStudents: 5, priceCents: 0 },
  standard: {
    name: 'Standard',
    minStudentsExclusive: 5,
    monthlyPerStudentCents: 100,
    annualPerStudentCents: 1000,
    annualListedCents: 10000,
  },
  workbooks: { name: 'Spirit of Truth Workbooks', perStudentPerWorkbookCents: 699 },
} as const;

/** Legal numbers quoted by the Terms, Privacy and Cookie policies (SPEC §9). */
export const LEGAL = {
  effectiveDate: 'August 1, 2021',
  privacyVersion: 'v1',
  childPrivacyAge: 13,
  adultAge: 18,
  termsAccessRequestDays: 45,
  privacyAccessRequestDays: 30,
  schoolDeletionHours: 72,
  logRetentionDays: 90,
  providerPayoutDays: 21,
  arbitrationThresholdsUsd: [10_000, 75_000],
  liabilityCapUsd: 100,
  amendmentNoticeDays: 30,
  arbitrationRejectionDays: 30,
  arbitratorSelectionDays: 7,
  claimLimitationYears: 1,
} as const;

export const ABOUT = {
  communitySize: '450,000',
  foundedQuarter: 'Q3 2021',
} as const;
