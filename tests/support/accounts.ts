import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  ACCOUNT_AREA,
  AUTH_HINTS,
  AUTH_TITLES,
  CONFIRM_EMAIL,
  SIGNUP_SUCCESS,
  STUDENT_SET_PASSWORD,
} from '../../common/copy/auth';
import { HERO } from '../../common/copy/home-intro';
import { DASHBOARD_COPY } from '../../common/copy/overview';
import { expect } from './fixtures';
import { extractLink, readEmail } from './mailbox';

type Area = keyof typeof ACCOUNT_AREA.titles;

/** The heading of each role area's home: the teacher's is their dashboard (issue 11). */
const AREA_HEADINGS: Record<Area, string> = {
  ...ACCOUNT_AREA.titles,
  teacher: DASHBOARD_COPY.title,
};

/** A role area (/teacher, /parent, /student) is on screen: its address and its heading. */
export async function expectArea(page: Page, area: Area, { timeout = 5000 } = {}) {
  await expect(page).toHaveURL(new RegExp(`/${area}$`), { timeout });
  await expect(page.getByRole('heading', { level: 1, name: AREA_HEADINGS[area] })).toBeVisible({
    timeout,
  });
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

/** A new browser (its own context, so its own cookies) signed in as `account`. */
export async function signedInPage(
  browser: Browser,
  account: Area,
  credentials: Credentials,
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account, credentials);
  return page;
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
