import { test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ACADEMY_PATHS } from '../../common/academy/routes';
import { ROLE_CODE } from '../../common/constants';
import {
  ACCOUNT_AREA,
  AUTH_HINTS,
  AUTH_TITLES,
  CONFIRM_EMAIL,
  SIGNUP_SUCCESS,
  STUDENT_SET_PASSWORD,
} from '../../common/copy/auth';
import { COURSE_LIST_COPY } from '../../common/copy/academy-builder';
import { MY_COURSES } from '../../common/copy/academy-learning';
import { HERO } from '../../common/copy/home-intro';
import { academyUrl } from './academy';
import { TEST_PASSWORD } from './factories';
import { expect } from './fixtures';
import { extractLink, readEmail } from './mailbox';

type Area = keyof typeof ACCOUNT_AREA.titles;

/**
 * A role area's home (/teacher, /parent, /student) is on screen: its address, the signed-in
 * frame's account menu and a page heading, each within `timeout`.
 */
export async function expectArea(page: Page, area: Area, { timeout = 5000 } = {}) {
  await expect(page).toHaveURL(new RegExp(`/${area}$`), { timeout });
  await expect(accountMenuButton(page)).toBeVisible({ timeout });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout });
}

/** The account menu's button in the signed-in frame's bar (every width). */
export const accountMenuButton = (page: Page) =>
  page.getByRole('button', { name: /^Account menu for / });

/** Opens the account menu (who is signed in, their pages, Log out) unless it is open. */
export async function openAccountMenu(page: Page) {
  const button = accountMenuButton(page);
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

/** What the account menu shows: 'area-name' (name and email) or 'area-type' (account type). */
export async function accountDetail(page: Page, testId: 'area-name' | 'area-type') {
  await openAccountMenu(page);
  const detail = page.getByTestId(testId);
  await expect(detail).toBeVisible();
  return detail;
}

/** Logs out through the account menu, as a user does. */
export async function logOut(page: Page) {
  await openAccountMenu(page);
  await page.getByRole('link', { name: ACCOUNT_AREA.logOut }).click();
}

/** A sign-in page is on screen: its address and its heading. */
export async function expectSignIn(page: Page, account: Area) {
  await expect(page).toHaveURL(new RegExp(`/auth/${account}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(AUTH_TITLES.signIn[account]);
}

/** The home page is on screen (after logging out): its address and its heading. */
export async function expectHome(page: Page) {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO.tagline);
}

/** The demo accounts the e2e server is seeded with (`SEED_DEMO_DATA`), all with one password. */
export const DEMO_PASSWORD = 'LectioDemo1';
export const DEMO = {
  teacher: { email: 'teacher@demo.lectio.app', password: DEMO_PASSWORD },
  parent: { email: 'parent@demo.lectio.app', password: DEMO_PASSWORD },
  /** A platform admin: a teacher account, signing in on the teacher form. */
  admin: { email: 'admin@demo.lectio.app', password: DEMO_PASSWORD },
  student: { email: 'maria.g', password: DEMO_PASSWORD },
} as const;

/** What the sign-in form asks: an email (or, for a student, a username) and a password or code. */
export interface Credentials {
  email: string;
  password: string;
}

/**
 * Opens the real sign-in form of `account`, fills it and sends it; waits for nothing, so a
 * journey can check a refusal or a set-password step next.
 */
export async function submitSignIn(page: Page, account: Area, { email, password }: Credentials) {
  await page.goto(`/auth/${account}`);
  if (account === 'student') {
    await page.getByLabel('Email or username').fill(email);
    await page.getByLabel('Password / Login Code').fill(password);
  } else {
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
  }
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * The one browser sign-in: by the real form of `account` (a platform admin signs in as a
 * teacher), then on the account's area, checked by its path and its heading.
 */
export async function signIn(page: Page, account: Area, credentials: Credentials) {
  await submitSignIn(page, account, credentials);
  // The path itself: a pattern ending in /teacher would already match /auth/teacher.
  await page.waitForURL((url) => url.pathname === `/${account}`);
  await expectArea(page, account);
}

/** How long a browser's first page after signing in may take to show its heading. */
export const ARRIVAL_MS = 10_000;

/**
 * Signs the page's browser in with the call the sign-in form makes (POST /api/auth/login, or
 * /api/auth/student_login for a student), so the session cookie is the server's own, then opens
 * the account's area and checks it as signIn does. For journeys that are not about signing in:
 * the form itself has its own journeys (auth-journeys, auth-screens, shared-computer).
 */
export async function signInThroughApi(
  page: Page,
  account: Area,
  { email, password }: Credentials,
) {
  const origin = new URL(test.info().project.use.baseURL ?? page.url()).origin;
  const answer = await page.request.post(
    `${origin}/api/auth/${account === 'student' ? 'student_login' : 'login'}`,
    { headers: { origin }, data: { email, password, role: ROLE_CODE } },
  );
  expect(answer.status(), `signing in as ${email}`).toBe(200);
  await page.goto(`${origin}/${account}`);
  // A new browser's first page fetches every script of the area: on a busy machine, more
  // than the usual 5 s.
  await expectArea(page, account, { timeout: ARRIVAL_MS });
}

/** A new browser (its own context, so its own cookies) signed in as `account`, through the API. */
export async function signedInPage(
  browser: Browser,
  account: Area,
  credentials: Credentials,
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInThroughApi(page, account, credentials);
  return page;
}

/**
 * Signs the page's browser in to the Academy with the call its sign-in form makes (POST
 * /api/academy/auth/login, cookie ct), then opens the page the form lands on (the instructor's
 * courses or the participant's) and waits for its heading. The Academy's sign-in forms have
 * their own journeys (academy-auth, academy-learning, academy-privacy).
 */
export async function signInAcademy(
  page: Page,
  role: 'instructor' | 'participant',
  email: string,
  password: string = TEST_PASSWORD,
): Promise<void> {
  const origin = academyUrl('').replace(/\/$/, '');
  const answer = await page.request.post(`${origin}/api/academy/auth/login`, {
    headers: { origin },
    data: { role, email, password },
  });
  expect(answer.status(), `signing in to the Academy as ${email}`).toBe(200);
  await page.goto(
    academyUrl(
      role === 'instructor' ? ACADEMY_PATHS.instructorArea : ACADEMY_PATHS.participantArea,
    ),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    role === 'instructor' ? COURSE_LIST_COPY.title : MY_COURSES.title,
    { timeout: ARRIVAL_MS },
  );
}

/** Account steps shared by the browser journeys: sign-up and email confirmation. */

export const uniqueEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@school.example`;

export interface SignUpDetails {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  /** Where the form is; by default the account's plain sign-up page. */
  path?: string;
}

/**
 * Fills and sends the sign-up form, then waits for the success screen and its move to the
 * sign-in page after 3.5 s (that timing is checked with the page clock in auth-screens).
 */
export async function signUp(page: Page, account: 'teacher' | 'parent', details: SignUpDetails) {
  await page.goto(details.path ?? `/auth/${account}/signup`);
  await page.getByLabel('First name').fill(details.firstName ?? 'Clara');
  await page.getByLabel('Last name').fill(details.lastName ?? 'Mendes');
  await page.getByLabel('Email', { exact: true }).fill(details.email);
  await page.getByLabel('Password', { exact: true }).fill(details.password);
  await page.getByLabel('Confirm password').fill(details.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('signup-success')).toHaveText(SIGNUP_SUCCESS);
  await expect(page).toHaveURL(new RegExp(`/auth/${account}\\?checkEmail=1$`), { timeout: 8000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(AUTH_TITLES.signIn[account]);
  await expect(page.getByText(AUTH_HINTS.checkEmail)).toBeVisible();
}

/**
 * Opens the confirmation link from the outbox: the page says the address is confirmed and
 * that it is redirecting, then signs the account in to its area (`area`, checked by heading).
 */
export async function confirmEmail(
  page: Page,
  request: APIRequestContext,
  email: string,
  area: 'teacher' | 'parent',
) {
  const message = await readEmail(request, email, { subject: 'Confirm your email' });
  await page.goto(extractLink(message.text, '/auth/confirm_email'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CONFIRM_EMAIL.title);
  const status = page.getByRole('status');
  await expect(status).toContainText(CONFIRM_EMAIL.confirmed);
  await expect(status).toContainText(CONFIRM_EMAIL.redirecting);
  await expect(page.getByTestId('confirm-error')).toHaveCount(0);
  await expectArea(page, area, { timeout: 8000 });
}

/** A student's first sign-in with a teacher's login code, which asks for a password. */
export async function firstStudentSignIn(
  page: Page,
  { username, code, password }: { username: string; code: string; password: string },
) {
  await submitSignIn(page, 'student', { email: username, password: code });
  await expectSetPassword(page);
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expectArea(page, 'student');
}

/** The student's set-password step is on screen: its address, heading and intro. */
export async function expectSetPassword(page: Page) {
  await expect(page).toHaveURL(/\/auth\/student\/setPassword$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(STUDENT_SET_PASSWORD.title);
  await expect(page.getByText(STUDENT_SET_PASSWORD.intro)).toBeVisible();
}
