import type { Locator, Page } from '@playwright/test';
import { expectFitsWidth } from '../support/browser-conditions';
import { expect, expectNoAxeViolations, test, VIEWPORTS } from '../support/fixtures';
import { extractLink, readEmail } from '../support/mailbox';
import { BUYER, completedOrder, fillUsAddress, findBook } from '../support/store-checkout';

/**
 * Issue 12, points 10 and 11, on a phone (375 px): every checkout error is drawn inside the
 * screen, next to what it is about, and announced (focus moves to it or to its field); a
 * declined card keeps what was typed; the paid order has a receipt; anyone can look an order
 * up by email and number.
 */

test.use({ viewport: VIEWPORTS.mobile });

/** The element is on screen: its box lies within the viewport, not above or below it. */
async function expectInViewport(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  const { innerHeight, innerWidth } = await locator
    .page()
    .evaluate(() => ({ innerHeight: window.innerHeight, innerWidth: window.innerWidth }));
  expect(box, 'bounding box').not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(innerHeight);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(innerWidth);
}

/** The control points to the message, so a screen reader reads it with the focused field. */
async function expectDescribedBy(control: Locator, message: Locator) {
  const messageId = await message.getAttribute('id');
  expect(messageId, 'message id').toBeTruthy();
  await expect(control).toHaveAttribute('aria-describedby', new RegExp(`\\b${messageId}\\b`));
  await expect(control).toHaveAttribute('aria-invalid', 'true');
}

async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

test('at 375 px every checkout error is in view and announced; declined, then paid', async ({
  page,
}) => {
  test.slow();
  const buyer = { ...BUYER, email: `errors.${Date.now().toString(36)}@example.org` };
  await findBook(page, 'GRACE');

  // Step 1 without a child: the message is on screen and has focus (so it is read out).
  await page.getByRole('button', { name: 'Next: Shipping' }).press('Enter');
  const noChild = page.getByText("Please select your child's writing");
  await expectInViewport(noChild);
  await expect(noChild).toBeFocused();
  await expect(noChild).toHaveAttribute('role', 'alert');

  await page.getByRole('radio', { name: /Standard Book/ }).check();
  await page.getByLabel('Number of copies').fill('2');
  await page.getByRole('button', { name: 'Next: Shipping' }).click();

  // Step 2, every required field empty, 'Next' pressed from the bottom of a long page: the
  // step's message is brought to the screen, focused, and each empty field points to it.
  await scrollToBottom(page);
  await page.getByRole('button', { name: 'Next: Payment' }).click();
  const incomplete = page.getByRole('alert').filter({ hasText: 'Please complete all fields' });
  await expectInViewport(incomplete);
  await expect(incomplete).toBeFocused();
  for (const label of ['First name', 'Last name', 'Street address', 'City']) {
    await expectDescribedBy(page.getByLabel(label, { exact: true }), incomplete);
  }
  await expectNoAxeViolations(page);
  await expectFitsWidth(page);

  // A malformed email: 'Email is invalid' right under the email field, which takes focus.
  await page.getByLabel('First name').fill(buyer.firstName);
  await page.getByLabel('Last name').fill(buyer.lastName);
  await page.getByLabel('Email', { exact: true }).fill('lucia.moreno@');
  await fillUsAddress(page);
  await scrollToBottom(page);
  await page.getByRole('button', { name: 'Next: Payment' }).click();
  const email = page.getByLabel('Email', { exact: true });
  const invalid = page.getByText('Email is invalid', { exact: true });
  await expectInViewport(invalid);
  await expect(email).toBeFocused();
  await expectDescribedBy(email, invalid);
  const [emailBox, messageBox] = [await email.boundingBox(), await invalid.boundingBox()];
  expect(messageBox!.y).toBeGreaterThan(emailBox!.y);
  expect(messageBox!.y - (emailBox!.y + emailBox!.height)).toBeLessThan(40);
  await expect(page.getByText('Please complete all fields')).toHaveCount(0);

  // Corrected, then on to payment by keyboard.
  await email.fill(buyer.email);
  await page.getByRole('button', { name: 'Next: Payment' }).press('Enter');
  await expect(page.getByText('2 × Standard Book')).toBeVisible();

  // A declined card, paid from the bottom of the page: the provider's words under the card
  // field, on screen, and focus in the card number, which still holds what was typed.
  const cardNumber = page.getByLabel('Card number');
  await cardNumber.fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  const purchase = page.getByRole('button', { name: 'Purchase now' });
  await expect(purchase).toBeEnabled();
  await purchase.scrollIntoViewIfNeeded();
  await purchase.press('Enter');
  const declined = page.getByTestId('card-payment-error');
  await expect(declined).toHaveText('Your card was declined.');
  await expectInViewport(declined);
  await expect(cardNumber).toBeFocused();
  await expectDescribedBy(cardNumber, declined);
  await expect(cardNumber).toHaveValue('4000 0000 0000 0002');
  await expect(page.getByLabel('Expiry (MM / YY)')).toHaveValue('12 / 34');
  await expect(page.getByLabel('Name on card')).toHaveValue(`${buyer.firstName} ${buyer.lastName}`);
  await expect(page.getByText('Processing payment...')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectFitsWidth(page);

  // The accepted card, typed over the declined one from the focused field, paid by keyboard.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('4242424242424242');
  await expect(cardNumber).toHaveValue('4242 4242 4242 4242');
  await purchase.focus();
  await page.keyboard.press('Enter');
  const number = await completedOrder(page, buyer.email);
  await expectNoAxeViolations(page);

  // The receipt: its lines in the email, and a PDF behind the status page's link.
  const confirmation = await readEmail(page.request, buyer.email, { subject: number });
  expect(confirmation.text).toContain('Standard Book, the whole class: 2 × $10.99 = $21.98');
  expect(confirmation.text).toMatch(/Total paid: \$\d+\.\d\d/);
  await page.goto(extractLink(confirmation.text, `/store/orders/${number}`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  const receipt = page.getByRole('link', { name: 'Download receipt (PDF)' });
  await expect(receipt).toBeVisible();
  const download = await page.request.get((await receipt.getAttribute('href'))!);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
  expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoAxeViolations(page);
  await expectFitsWidth(page);

  // Lost the email? The lookup sends the order's link again to the address used to buy.
  await page.goto('/store/orders');
  const form = page.getByRole('region', { name: 'Find an order' });
  await form.getByLabel('Email used at checkout').fill(buyer.email.toUpperCase());
  await form.getByLabel('Order number').fill(number.toLowerCase());
  await form.getByLabel('Order number').press('Enter');
  await expect(form.getByRole('status')).toContainText('Check your inbox');
  const resent = await readEmail(page.request, buyer.email, {
    subject: `The link to your Lectio order ${number}`,
  });
  await page.goto(extractLink(resent.text, `/store/orders/${number}`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
});

test('anyone finds an order by email and number; errors show under their field, in view', async ({
  page,
}) => {
  await page.goto('/store/orders');
  const form = page.getByRole('region', { name: 'Find an order' });
  await expect(form).toBeVisible();
  await expectNoAxeViolations(page);
  await expectFitsWidth(page);

  // Nothing typed: the email's message under it, in view, and the field focused.
  await form.getByRole('button', { name: 'Email me the link' }).press('Enter');
  const emailField = form.getByLabel('Email used at checkout');
  const required = form.getByText('Email is required');
  await expectInViewport(required);
  await expect(emailField).toBeFocused();
  await expectDescribedBy(emailField, required);

  // The same answer for a pair that matches nothing, and no email is sent.
  const stranger = `stranger.${Date.now().toString(36)}@example.org`;
  await emailField.fill(stranger);
  await form.getByLabel('Order number').fill('LB-S0000000');
  await form.getByRole('button', { name: 'Email me the link' }).click();
  const sent = form.getByRole('status');
  await expect(sent).toContainText('Check your inbox');
  await expect(sent).toContainText('If an order with that number was placed with that email');
  await expect(sent).toBeFocused();
  await expectNoAxeViolations(page);
  await expect(form.getByRole('button', { name: 'Look up another order' })).toBeVisible();
  const mailbox = await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(stranger)}`);
  expect(mailbox.ok()).toBe(true);
  expect(((await mailbox.json()) as { messages: unknown[] }).messages).toHaveLength(0);
});
