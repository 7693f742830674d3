import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { extractLink, readEmail } from '../support/mailbox';

/**
 * Real journeys against the built server (fresh database, emails in the outbox read through
 * /dev/mailbox.json): sign-up → confirmation link → signed in, and forgot → reset → new
 * password works and the old one fails.
 */

const uniqueEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@school.example`;

async function signUp(page: Page, account: 'teacher' | 'parent', email: string, password: string) {
  await page.goto(`/auth/${account}/signup`);
  await page.getByLabel('First name').fill('Clara');
  await page.getByLabel('Last name').fill('Mendes');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('signup-success')).toBeVisible();
  // The screen goes on to the sign-in page after 3.5 s (timed with the page clock elsewhere).
  await expect(page).toHaveURL(new RegExp(`/auth/${account}\\?checkEmail=1$`), { timeout: 8000 });
}

test('teacher: sign-up → confirmation email → signed in to /teacher → log out', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('clara');
  await signUp(page, 'teacher', email, 'lamp-unto-my-feet');
  const message = await readEmail(request, email, { subject: 'Confirm your email' });
  await page.goto(extractLink(message.text, '/auth/confirm_email'));
  await expect(page.getByText('redirecting you in 3s')).toBeVisible();
  await expect(page).toHaveURL(/\/teacher$/, { timeout: 8000 });
  await expect(page.getByTestId('area-name')).toContainText('Clara Mendes');
  await expect(page.getByTestId('area-name')).toContainText(email);
  await expect(page.getByTestId('area-type')).toHaveText('Teacher');

  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/teacher');
  await expect(page).toHaveURL(/\/auth\/teacher$/);

  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('not-my-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('email-error')).toHaveText('Invalid email or password');
  await page.getByLabel('Password', { exact: true }).fill('lamp-unto-my-feet');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/teacher$/);
  await expect(page.getByTestId('area-type')).toHaveText('Teacher');
});

test('parent: forgot → reset link → the new password works and the old one fails', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('ruth');
  await signUp(page, 'parent', email, 'first-password');
  const confirm = await readEmail(request, email, { subject: 'Confirm your email' });
  await page.goto(extractLink(confirm.text, '/auth/confirm_email'));
  await expect(page).toHaveURL(/\/parent$/, { timeout: 8000 });
  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/auth/forgotPassword');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('dialog', { name: 'Check your inbox' })).toBeVisible();
  const reset = await readEmail(request, email, { subject: 'Reset your Lectio password' });
  await page.goto(extractLink(reset.text, '/auth/reset_password'));
  await page.getByLabel('New password').fill('second-password');
  await page.getByLabel('Confirm password').fill('second-password');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/parent$/);
  await expect(page.getByTestId('area-type')).toHaveText('Parent');
  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/auth/parent');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('first-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('email-error')).toHaveText('Invalid email or password');
  await page.getByLabel('Password', { exact: true }).fill('second-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/parent$/);
});
