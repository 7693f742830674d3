import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { readEmail } from './mailbox';

/** Steps of the bookstore checkout, shared by the browser journeys that buy a book. */

export const BUYER = { firstName: 'Lucia', lastName: 'Moreno', email: 'lucia.moreno@example.org' };

export async function findBook(page: Page, code: string) {
  await page.goto(`/store?code=${code.toLowerCase()}`);
  const input = page.getByLabel('Book code');
  await expect(input).toHaveValue(code);
  await expect(input).toBeFocused();
  await input.press('Enter');
  await page.waitForURL('**/store/checkout');
}

export async function chooseChild(page: Page, typed: string, name: string) {
  await page.getByLabel("Find your child's writing").fill(typed);
  await page.getByRole('button', { name: `Add ${name}` }).click();
}

export async function fillDetails(page: Page, buyer = BUYER) {
  await page.getByLabel('First name').fill(buyer.firstName);
  await page.getByLabel('Last name').fill(buyer.lastName);
  await page.getByLabel('Email', { exact: true }).fill(buyer.email);
}

export async function fillUsAddress(page: Page) {
  await page.getByLabel('Street address').fill('18 Vine Street');
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('ZIP / postal code').fill('62704');
  await page.getByLabel('State').selectOption({ label: 'Illinois' });
}

export async function payWith(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  const purchase = page.getByRole('button', { name: 'Purchase now' });
  await expect(purchase).toBeEnabled();
  await purchase.click();
}

/**
 * Buys copies of a demo story book for one child as Premium with Priority Mail and the test
 * card that succeeds; answers the order number shown by 'Payment Completed!'.
 */
export async function buyPremiumBook(
  page: Page,
  {
    code,
    typed,
    child,
    copies,
    buyer,
  }: {
    code: string;
    typed: string;
    child: string;
    copies: number;
    buyer: { firstName: string; lastName: string; email: string };
  },
): Promise<string> {
  await findBook(page, code);
  await chooseChild(page, typed, child);
  await page.getByLabel(`Copies for ${child}`).fill(String(copies));
  await page.getByRole('button', { name: 'Next: Shipping' }).click();
  await fillDetails(page, buyer);
  await fillUsAddress(page);
  await page.getByRole('radio', { name: /Priority Mail/ }).check();
  await page.getByRole('button', { name: 'Next: Payment' }).click();
  await payWith(page, '4242 4242 4242 4242');
  return completedOrder(page, buyer.email);
}

/**
 * After 'Purchase now': 'Payment Completed!' shows the order number, and the order is paid on
 * the server, which its confirmation email in the outbox proves (it is sent only once the
 * payment is confirmed). Answers the order number.
 */
export async function completedOrder(page: Page, buyerEmail: string): Promise<string> {
  const done = page.getByRole('dialog', { name: 'Payment Completed!' });
  await expect(done).toBeVisible();
  await expect(done).toContainText('Thank you for your purchase.');
  const text = (await page.getByTestId('order-number').textContent()) ?? '';
  const number = /order number is (\S+)\./.exec(text)?.[1] ?? '';
  expect(number, 'order number').not.toBe('');
  const email = await readEmail(page.request, buyerEmail, { subject: number });
  expect(email.subject).toContain(number);
  return number;
}
