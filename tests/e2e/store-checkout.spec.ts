import { PATHS } from '../../common/routes';
import { STORE_COPY } from '../../common/copy/store';
import { DEMO, signIn } from '../support/accounts';
import { readEmail } from '../support/mailbox';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import {
  BUYER,
  chooseChild,
  completedOrder,
  fillDetails,
  fillUsAddress,
  findBook,
  payWith,
} from '../support/store-checkout';

/**
 * The bookstore against the built server, its demo books (GRACE story, MERCY class order) and
 * the local test payment provider with Stripe's test cards. Timers (the 500 ms wait after a
 * found code, the 500 ms shake, the 300 ms Edit Shipping) run on the page clock.
 */

const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

test('a visitor buys premium copies of GRACE for two children and gets the confirmation', async ({
  page,
}) => {
  await findBook(page, 'GRACE');
  await expect(page.getByRole('heading', { level: 1, name: 'Stories of Grace' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Premium Book/ })).toBeChecked();
  await expectNoAxeViolations(page);

  // The child search starts after more than 2 characters.
  await page.getByLabel("Find your child's writing").fill('gr');
  await expect(page.getByRole('button', { name: /^Add / })).toHaveCount(0);
  await chooseChild(page, 'gra', 'Grace O.');
  // A chosen child is not offered again.
  await page.getByLabel("Find your child's writing").fill('gra');
  await expect(page.getByRole('status').filter({ hasText: 'No matches found' })).toBeVisible();
  await page.getByLabel('Copies for Grace O.').fill('2');
  await chooseChild(page, 'sam', 'Samuel N.');
  await expect(page.getByLabel('Copies for Samuel N.')).toHaveValue('1');
  await page.getByRole('button', { name: 'Next: Shipping' }).click();

  // Step 2 survives a reload.
  await fillDetails(page);
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue(BUYER.firstName);
  await fillUsAddress(page);
  const options = page.getByRole('group', { name: 'Shipping options' });
  await expect(options.getByRole('radio').first()).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Next: Payment' }).click();

  // Step 3: 3 × $12.99 plus the first option's price.
  await expect(page.getByText('3 × Premium Book')).toBeVisible();
  const total = money(await page.getByTestId('order-total').textContent());
  expect(total).toBeGreaterThan(38.97);
  await expectNoAxeViolations(page);
  await payWith(page, '4242 4242 4242 4242');

  const number = await completedOrder(page, BUYER.email);
  const done = page.getByRole('dialog', { name: 'Payment Completed!' });
  await expectNoAxeViolations(page);

  const email = await readEmail(page.request, BUYER.email, { subject: number });
  expect(email.text).toContain('Stories of Grace');
  expect(email.text).toContain(`$${total.toFixed(2)}`);

  await done.getByRole('button', { name: 'Close' }).last().click();
  await expect(page).toHaveURL(/\/store$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(STORE_COPY.codeEntry.heading);
});

test('three standard copies: a declined card shows the provider message, then a good card pays', async ({
  page,
}) => {
  const buyer = { ...BUYER, email: 'declined.buyer@example.org' };
  await findBook(page, 'GRACE');
  await page.getByRole('radio', { name: /Standard Book/ }).check();
  await expect(page.getByLabel('Number of copies')).toHaveValue('1');
  await page.getByLabel('Number of copies').fill('3');
  await page.getByRole('button', { name: 'Next: Shipping' }).click();
  await fillDetails(page, buyer);
  await fillUsAddress(page);
  await page.getByRole('button', { name: 'Next: Payment' }).click();

  await expect(page.getByText('3 × Standard Book')).toBeVisible();
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByTestId('card-payment-error')).toHaveText('Your card was declined.');
  await expect(page.getByText('Processing payment...')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Payment Completed!' })).toBeHidden();

  await payWith(page, '4242 4242 4242 4242');
  await completedOrder(page, buyer.email);
});

test('the store waits, shakes and validates on the spec timings', async ({ page }) => {
  // The clock is paused: time moves only through page.clock.runFor.
  const start = new Date('2026-11-23T10:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto('/store');
  const input = page.getByLabel('Book code');
  await input.fill('zzzz');
  await input.press('Enter');
  // Fewer than 5 characters: no search at all.
  await expect(page.getByRole('alert')).toHaveText('');
  await input.fill('zzzzz');
  await input.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('No such code found, please check input');

  await input.fill('grace');
  await expect(input).toHaveValue('GRACE');
  await input.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Book found' })).toBeVisible();
  await page.clock.runFor(450);
  await expect(page).toHaveURL(/\/store$/);
  await page.clock.runFor(100);
  await page.waitForURL('**/store/checkout');

  // No copies: the box shakes for 500 ms and says why.
  await page.getByRole('button', { name: 'Next: Shipping' }).click();
  const box = page.getByTestId('book-box');
  await expect(box).toHaveAttribute('data-shaking', 'true');
  await expect(page.getByText("Please select your child's writing")).toBeVisible();
  await page.clock.runFor(499);
  await expect(box).toHaveAttribute('data-shaking', 'true');
  await page.clock.runFor(2);
  await expect(box).not.toHaveAttribute('data-shaking');

  // Standard starts at 1 copy; step 2 names missing fields.
  await page.getByRole('radio', { name: /Standard Book/ }).check();
  await page.getByRole('button', { name: 'Next: Shipping' }).click();
  await page.getByRole('button', { name: 'Next: Payment' }).click();
  await expect(page.getByText('Please complete all fields')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('State')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Telephone (optional)')).not.toHaveAttribute('aria-invalid');

  // Outside the United States the state goes away and the options load again.
  await fillDetails(page);
  await page.getByLabel('Street address').fill('2 Rue des Lilas');
  await page.getByLabel('City').fill('Lyon');
  await page.getByLabel('ZIP / postal code').fill('69001');
  await page.getByLabel('Country').selectOption({ label: 'France' });
  await expect(page.getByLabel('State')).toHaveCount(0);
  await page.clock.runFor(10);
  const options = page.getByRole('group', { name: 'Shipping options' });
  await expect(options.getByRole('radio').first()).toBeChecked();
  await page.getByRole('button', { name: 'Next: Payment' }).click();
  await expect(page.getByText('France')).toBeVisible();

  // Edit Shipping goes back to step 2 after 300 ms.
  await page.getByRole('button', { name: 'Edit Shipping' }).click();
  await page.clock.runFor(299);
  await expect(page.getByRole('button', { name: 'Purchase now' })).toBeVisible();
  await page.clock.runFor(2);
  await expect(page.getByRole('button', { name: 'Next: Payment' })).toBeVisible();
  await expect(page.getByLabel('City')).toHaveValue('Lyon');
});

test('a class order ships to the school at the flat $2.00', async ({ page }) => {
  await findBook(page, 'MERCY');
  await expect(page.getByText('Class order: the books are delivered to the school.')).toBeVisible();
  await page.getByRole('radio', { name: /Standard Book/ }).check();
  await page.getByLabel('Number of copies').fill('3');
  await page.getByRole('button', { name: 'Next: Your details' }).click();
  await expect(page.getByLabel('Street address')).toHaveCount(0);
  await expect(page.getByText('410 Orchard Street')).toBeVisible();
  await fillDetails(page, { ...BUYER, email: 'class.order@example.org' });
  await page.getByRole('button', { name: 'Next: Payment' }).click();
  // 3 × $10.99 + $2.00
  await expect(page.getByTestId('order-total')).toHaveText('$34.97');
  await expectNoAxeViolations(page);
  await payWith(page, '4242 4242 4242 4242');
  const number = await completedOrder(page, 'class.order@example.org');
  const email = await readEmail(page.request, 'class.order@example.org', { subject: number });
  expect(email.text).toContain('$34.97');
  expect(email.text).toContain('410 Orchard Street');
});

test('a journal for two children, with Edit order on the way', async ({ page }) => {
  const buyer = { ...BUYER, email: 'journal.buyer@example.org' };
  await findBook(page, 'PSA23');
  // A journal has the single Journal option.
  await expect(page.getByRole('radio')).toHaveCount(1);
  await expect(page.getByRole('radio', { name: /Journal/ })).toBeChecked();
  await chooseChild(page, 'mat', 'Mateo A.');
  await chooseChild(page, 'sof', 'Sofia M.');
  await page.getByRole('button', { name: 'Remove Sofia M.' }).click();
  await chooseChild(page, 'sam', 'Samuel N.');
  await page.getByRole('button', { name: 'Next: Shipping' }).click();
  await fillDetails(page, buyer);
  await fillUsAddress(page);
  await page.getByRole('button', { name: 'Next: Payment' }).click();
  await expect(page.getByText('2 × Journal')).toBeVisible();

  // Edit order: back to step 1 with the children kept; one more copy for Mateo.
  await page.getByRole('button', { name: 'Edit order' }).click();
  await page.getByLabel('Copies for Mateo A.').fill('2');
  await page.getByRole('button', { name: 'Next: Shipping' }).click();
  await expect(page.getByLabel('City')).toHaveValue('Springfield');
  await page.getByRole('button', { name: 'Next: Payment' }).click();
  await expect(page.getByText('3 × Journal')).toBeVisible();
  await payWith(page, '4242 4242 4242 4242');
  const number = await completedOrder(page, buyer.email);
  const email = await readEmail(page.request, buyer.email, { subject: number });
  expect(email.text).toContain('Mateo A.');
  expect(email.text).toContain('Samuel N.');
  expect(email.text).not.toContain('Sofia M.');
});

test('a signed-in teacher pays part of an order with credits', async ({ page }) => {
  await signIn(page, 'teacher', DEMO.teacher);

  await findBook(page, 'MERCY');
  await page.getByRole('radio', { name: /Standard Book/ }).check();
  await page.getByLabel('Number of copies').fill('2');
  await page.getByRole('button', { name: 'Next: Your details' }).click();
  // The teacher's own details are filled in.
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('teacher@demo.lectio.app');
  await page.getByRole('button', { name: 'Next: Payment' }).click();

  const balanceText = await page.getByTestId('credit-balance').textContent();
  const balance = Number(balanceText?.match(/(\d+) credits/)?.[1]);
  expect(balance).toBeGreaterThanOrEqual(13);
  await expect(page.getByTestId('order-total')).toHaveText('$23.98');

  const books = page.getByLabel('Books to pay with credits');
  await books.fill('3');
  await page.getByRole('button', { name: 'Use Teacher Credits' }).click();
  await expect(page.getByText('Insufficient credits')).toBeVisible();

  await books.fill('1');
  await page.getByRole('button', { name: 'Use Teacher Credits' }).click();
  await expect(page.getByTestId('credit-balance')).toHaveText(`You have ${balance - 13} credits.`);
  await expect(page.getByTestId('order-total')).toHaveText('$12.99');
  await expectNoAxeViolations(page);
  await payWith(page, '4242 4242 4242 4242');
  const number = await completedOrder(page, 'teacher@demo.lectio.app');

  // Books & orders lists the order of their book and the redemption in the credit history.
  await page.goto(PATHS.teacherBooks);
  const orders = page.getByRole('region', { name: 'Orders for your books' });
  await expect(orders.getByRole('row').filter({ hasText: number })).toContainText('Works of Mercy');
  await expect(
    page
      .getByRole('list', { name: 'Credit history' })
      .getByRole('listitem')
      .filter({ hasText: '-13 Redeemed at checkout' })
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The server spent the credits: a new checkout shows the lower balance.
  await findBook(page, 'MERCY');
  await page.getByRole('radio', { name: /Standard Book/ }).check();
  await page.getByRole('button', { name: 'Next: Your details' }).click();
  await page.getByRole('button', { name: 'Next: Payment' }).click();
  await expect(page.getByTestId('credit-balance')).toHaveText(`You have ${balance - 13} credits.`);
});

test('checkout without a book goes back to the code entry', async ({ page }) => {
  await page.goto('/store/checkout');
  await page.waitForURL(/\/store$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(STORE_COPY.codeEntry.heading);
  await expect(page.getByLabel('Book code')).toBeFocused();
  await expectNoAxeViolations(page);
});
