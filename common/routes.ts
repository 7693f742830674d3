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
  storeOrders: '/store/orders',
  staffOrders: '/staff/orders',
  staffWorkbookPacks: '/staff/workbook-packs',
  // Issue 16, point 6: the staff billing desk.
  staffBilling: '/staff/billing',
  admin: '/admin',
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
  studentAvatar: '/student/avatar',
  teacherActivities: '/teacher/activities',
  teacherClasses: '/teacher/classes',
  teacherGradebook: '/teacher/gradebook',
  teacherBooks: '/teacher/books',
  studentPortfolio: '/student/portfolio',
  teacherActivityNew: '/teacher/activities/new',
  /** Confirms unsubscribing from notification email (`?t=` the signed token). */
  emailUnsubscribe: '/email/unsubscribe',
  journalsTab: '/?tab=journals',
  academyTab: '/?tab=academy',
  // Issue 12, admin-desk: the platform admin desk's pages below /admin (the dashboard).
  adminSchools: '/admin/schools',
  adminTeachers: '/admin/teachers',
  adminStudents: '/admin/students',
  adminAudit: '/admin/audit',
  adminDeletions: '/admin/deletions',
  // Issue 12, digest part: confirms turning off the weekly family digest (`?t=` signed token).
  familyDigestUnsubscribe: '/email/family-digest/unsubscribe',
  // Issue 16: the billing page and its local twins of Stripe Checkout and the customer portal.
  teacherBilling: '/teacher/billing',
  teacherBillingManage: '/teacher/billing/manage',
} as const;

/** Issue 16: the local twin of Stripe Checkout for one checkout session. */
export const billingCheckoutPath = (sessionId: string) =>
  `${PATHS.teacherBilling}/checkout/${encodeURIComponent(sessionId)}`;

// staff-desk (issue 12)
/** One order on the staff desk: its detail, timeline and refunds. */
export const staffOrderPath = (orderId: string) =>
  `${PATHS.staffOrders}/${encodeURIComponent(orderId)}`;

/** A teacher's activity in the editor (its id is a UUID). */
export const teacherActivityPath = (id: string) =>
  `${PATHS.teacherActivities}/${encodeURIComponent(id)}`;

/** A student's page for writing one assigned activity. */
export const studentWritingPath = (classId: string, activityId: string) =>
  `${PATHS.studentArea}/classes/${encodeURIComponent(classId)}/activities/${encodeURIComponent(activityId)}`;

/** One piece of the student's portfolio, as a page to read (issue 11, point 10). */
export const portfolioPiecePath = (classId: string, activityId: string) =>
  `${PATHS.studentPortfolio}/${encodeURIComponent(classId)}/${encodeURIComponent(activityId)}`;

/** A teacher's page for one class: students, activities, books. */
export const classPagePath = (classId: string) =>
  `${PATHS.teacherArea}/classes/${encodeURIComponent(classId)}`;

/** The tabs of a class page; 'students' is the class page itself. */
export const CLASS_TABS = [
  'students',
  'activities',
  'gradebook',
  'books',
  // Issue 16, point 8.
  'workbooks',
  // Issue 18: writing rooms.
  'rooms',
  'settings',
] as const;
export type ClassTab = (typeof CLASS_TABS)[number];

/** One tab of a class page (issue 11, point 5). */
export const classTabPath = (classId: string, tab: ClassTab) =>
  tab === 'students' ? classPagePath(classId) : `${classPagePath(classId)}/${tab}`;

/** The teacher's review screen for one student's work (the To review queue opens it). */
export const reviewPath = (projectId: string) =>
  `${PATHS.teacherArea}/review/${encodeURIComponent(projectId)}`;

/** A writing room's page (issue 18): a student writes there, a teacher drops in. */
export const roomPagePath = (area: 'teacher' | 'student', roomId: string) =>
  `/${area}/rooms/${encodeURIComponent(roomId)}`;

/** Who wrote what in a room (issue 18, point 6). */
export const roomContributionsPath = (area: 'teacher' | 'student', roomId: string) =>
  `${roomPagePath(area, roomId)}/contributions`;

/** The teacher's live view of every room of a writing session (issue 18, point 4). */
export const writingSessionPath = (sessionId: string) =>
  `${PATHS.teacherArea}/writing-sessions/${encodeURIComponent(sessionId)}`;

/** The signed-in areas: each has its own account page and notification list. */
export type AreaName = 'teacher' | 'parent' | 'student';

/** Profile and notification preferences of the signed-in account. */
export const accountPath = (area: AreaName) => `/${area}/account`;

/** Every notification of the signed-in account (the bell shows the latest). */
export const notificationsPath = (area: AreaName) => `/${area}/notifications`;

/** A teacher's live view of a class's work on one activity. */
export const classWorkPath = (classId: string, activityId: string) =>
  `${PATHS.teacherArea}/classes/${encodeURIComponent(classId)}/activities/${encodeURIComponent(activityId)}`;

/** An order's status page (the signature `?s=` is added by the server that signs it). */
export const orderStatusPath = (orderNumber: string) =>
  `${PATHS.storeOrders}/${encodeURIComponent(orderNumber)}`;

/**
 * Issue 12 (part "parents"): the one hand-off from the parent home into the store. The book's
 * code opens the book; `child` (checked by the store against the book's own children through
 * the name search) preselects the child for a Premium copy.
 */
export const STORE_CHILD_PARAMS = { code: 'code', child: 'child', name: 'name' } as const;

export function storeOrderPath(code: string, child?: { studentId: string; firstName: string }) {
  const query = new URLSearchParams({ [STORE_CHILD_PARAMS.code]: code });
  if (child) {
    query.set(STORE_CHILD_PARAMS.child, child.studentId);
    query.set(STORE_CHILD_PARAMS.name, child.firstName);
  }
  return `${PATHS.store}?${query.toString()}`;
}

// Checkout (issue 12, point 11): an order's receipt PDF, behind the same signature or buyer
// as its status page.
export const orderReceiptApiPath = (orderNumber: string, signature: string) =>
  `/api/orders/${encodeURIComponent(orderNumber)}/receipt${signature ? `?s=${encodeURIComponent(signature)}` : ''}`;

export const donatePath = (schoolName: string) =>
  `/donate/${encodeURIComponent(schoolName)}/payment`;

/**
 * Every workbook's id (common/workbooks, checked equal by the workbook licences' tests), here
 * so the routes need not load the workbooks' text.
 */
export const WORKBOOK_IDS = [
  'core-1',
  'core-2',
  'core-3',
  'core-4',
  'core-5',
  'core-6',
  'elective-a',
  'elective-b',
  'elective-c',
  'elective-d',
  'elective-e',
] as const;

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
  // Issue 16: the public workbook catalogue and each workbook's page.
  '/workbooks',
  ...WORKBOOK_IDS.map((id) => `/workbooks/${id}`),
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
  /^\/student\/avatar\/?$/,
  // Each area's account page and notifications (issue 11, point 14); the unsubscribe page.
  /^\/(teacher|parent|student)\/(account|notifications)\/?$/,
  /^\/email\/unsubscribe\/?$/,
  // Issue 12, digest part: the weekly family digest's unsubscribe page.
  /^\/email\/family-digest\/unsubscribe\/?$/,
  // The student's portfolio and one piece of it (issue 11, point 10).
  /^\/student\/portfolio(\/[^/]+\/[^/]+)?\/?$/,
  // A teacher's activities: the list, /new and the editor of one (issue 5).
  /^\/teacher\/activities(\/[^/]+)?\/?$/,
  // The bookstore: /store, /store/{section} and /store/checkout (issue 4).
  /^\/store(\/[^/]+)?\/?$/,
  // A teacher's classes, one class page and its tabs (issue 5, issue 11), Books & orders.
  /^\/teacher\/classes(\/[^/]+(\/(activities|gradebook|books|settings|workbooks|rooms))?)?\/?$/,
  // Issue 18: a writing room, who wrote what in it, and the live view of a session's rooms.
  /^\/(teacher|student)\/rooms\/[^/]+(\/contributions)?\/?$/,
  /^\/teacher\/writing-sessions\/[^/]+\/?$/,
  /^\/teacher\/books\/?$/,
  // The teacher's gradebook, which opens a class's (issue 11).
  /^\/teacher\/gradebook\/?$/,
  // Student writing and the teacher's live view of it (issue 5).
  /^\/(student|teacher)\/classes\/[^/]+\/activities\/[^/]+\/?$/,
  // A buyer's past orders and one order's status page; the staff order desk (issue 4).
  /^\/store\/orders(\/[^/]+)?\/?$/,
  /^\/staff\/orders\/?$/,
  /^\/admin\/?$/,
  // Issue 12, admin-desk: the admin desk's lists, audit log and deletion requests.
  /^\/admin\/(schools|teachers|students|audit|deletions)\/?$/,
  // staff-desk (issue 12): one order on the staff desk.
  /^\/staff\/orders\/[^/]+\/?$/,
  // Issue 16, point 9: publisher workbook packs, staff only.
  /^\/staff\/workbook-packs\/?$/,
  // Issue 16: the billing page, its local checkout (one session) and local customer portal.
  /^\/teacher\/billing(\/manage|\/checkout\/[^/]+)?\/?$/,
  // Issue 16, point 6: the staff billing desk and one billing account.
  /^\/staff\/billing(\/[^/]+)?\/?$/,
  // Issue 17: safe chat's messages screen and one conversation (and the teacher's chat
  // settings, /teacher/messages/settings), and the safeguarding lead's care flags.
  /^\/(teacher|parent|student)\/messages(\/[^/]+)?\/?$/,
  /^\/teacher\/safeguarding\/?$/,
];

/** The billing page (issue 16), optionally starting Standard for a period and coming back after. */
export const teacherBillingPath = (start?: 'month' | 'year', returnTo?: string) => {
  const query = new URLSearchParams();
  if (start) query.set('start', start);
  if (returnTo) query.set('return', returnTo);
  const search = query.toString();
  return `${PATHS.teacherBilling}${search ? `?${search}` : ''}`;
};

// Issue 16, point 6: one billing account on the staff billing desk.
export const staffBillingAccountPath = (accountId: string) =>
  `${PATHS.staffBilling}/${encodeURIComponent(accountId)}`;
// Issue 16 (H3): the public workbook catalogue and the pricing page's buttons.
/** The public catalogue of Spirit of Truth Workbooks, and one workbook's page. */
export const WORKBOOKS_PATH = '/workbooks';
export const workbookPath = (workbookId: string) =>
  `${WORKBOOKS_PATH}/${encodeURIComponent(workbookId)}`;

/**
 * Standard's button: sign-up, then (after confirming the address and signing in, through the
 * sign-in's `app` return path, which common/redirect.ts keeps on this site) the billing page
 * with the period chosen on the pricing page.
 */
export const standardSignUpPath = (period: 'month' | 'year') =>
  `${PATHS.teacherSignUp}?${new URLSearchParams({ app: teacherBillingPath(period) }).toString()}`;

/** A class page's Workbooks tab (issue 16, point 8). */
export const classWorkbooksPath = (classId: string) => `${classPagePath(classId)}/workbooks`;
