import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { extractLink, readEmail } from './mailbox';

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
  await expect(page.getByTestId('signup-success')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/auth/${account}\\?checkEmail=1$`), { timeout: 8000 });
}

/** Opens the confirmation link from the outbox; the page signs the account in. */
export async function confirmEmail(page: Page, request: APIRequestContext, email: string) {
  const message = await readEmail(request, email, { subject: 'Confirm your email' });
  await page.goto(extractLink(message.text, '/auth/confirm_email'));
}

/** A student's first sign-in with a teacher's login code, which asks for a password. */
export async function firstStudentSignIn(
  page: Page,
  { username, code, password }: { username: string; code: string; password: string },
) {
  await page.goto('/auth/student');
  await page.getByLabel('Email or username').fill(username);
  await page.getByLabel('Password / Login Code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/student\/setPassword$/);
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/student$/);
}
