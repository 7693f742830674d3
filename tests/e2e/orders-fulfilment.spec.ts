import type { Page } from '@playwright/test';
import { DEMO, expectSignIn, signIn, signedInPage } from '../support/accounts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { readEmail } from '../support/mailbox';
import { buyPremiumBook } from '../support/store-checkout';

/**
 * Fulfilment against the built server: the demo parent buys a Premium copy of the demo book
 * GRACE through the real checkout (local test provider, test card 4242), the demo admin moves
 * the order to production and ships it with a tracking number at /staff/orders, and the
 * buyer's status page (the signed link of the confirmation email) and past orders show it.
 */

const PARENT = { firstName: 'Lucia', lastName: 'Gomez', email: 'parent@demo.lectio.app' };
const BOOK_NAME = 'Stories of Grace';

/** A paid order of the signed-in parent, and its signed status link from the email. */
async function buyAsParent(page: Page): Promise<{ number: string; link: string }> {
  const number = await buyPremiumBook(page, {
    code: 'GRACE',
    typed: 'mari',
    child: 'Maria G.',
    copies: 2,
    buyer: PARENT,
  });
  const email = await readEmail(page.request, PARENT.email, { subject: number });
  const url = /https?:\/\/\S+\/store\/orders\/\S+/.exec(email.text)?.[0];
  expect(url, 'status link in the email').toBeTruthy();
  const link = new URL(url ?? '');
  return { number, link: `${link.pathname}${link.search}` };
}

test('staff move a paid order to production and ship it; the buyer sees it shipped', async ({
  page,
  browser,
}) => {
  // Two people, a whole checkout and three axe checks: more than a single page's time.
  test.slow();
  await signIn(page, 'parent', DEMO.parent);
  const order = await buyAsParent(page);

  // The buyer's status page from the signed link: paid, no tracking yet.
  await page.goto(order.link);
  await expect(
    page.getByRole('heading', { level: 1, name: `Order ${order.number}` }),
  ).toBeVisible();
  const progress = page.getByRole('list', { name: 'Order progress' });
  await expect(progress.locator('[aria-current="step"]')).toContainText('Paid');
  await expect(page.getByText('Maria G.')).toBeVisible();
  await expect(page.getByText('Priority Mail').first()).toBeVisible();
  await expectNoAxeViolations(page);

  const admin = await signedInPage(browser, 'teacher', DEMO.admin);
  await admin.goto('/staff/orders');
  await expect(admin.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const row = admin.locator(`tr[data-order="${order.number}"]`);
  await expect(row).toContainText(BOOK_NAME);
  await expect(row.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
    'href',
    /^\/api\/orders\/staff\/[0-9a-f-]{36}\/pdf$/,
  );
  await expectNoAxeViolations(admin);
  await row.getByRole('button', { name: 'Mark in production' }).click();
  await expect(admin.getByRole('status')).toHaveText(`Order ${order.number} is now in production.`);
  await expect(row).toHaveCount(0);

  const tabs = admin.getByRole('navigation', { name: 'Orders by status' });
  await tabs.getByRole('button', { name: 'In production' }).click();
  await expect(admin).toHaveURL(/\?status=in_production$/);
  const producing = admin.locator(`tr[data-order="${order.number}"]`);
  await producing.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(producing.getByRole('alert')).toHaveText('Enter the tracking number');
  await expectNoAxeViolations(admin);
  await producing.getByLabel(`Tracking number for ${order.number}`).fill('1Z999AA10123456784');
  await producing.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(admin.getByRole('status')).toHaveText(`Order ${order.number} is now shipped.`);

  await tabs.getByRole('button', { name: 'Shipped' }).click();
  await expect(admin.locator(`tr[data-order="${order.number}"]`)).toContainText(
    'Tracking: 1Z999AA10123456784',
  );
  await admin.context().close();

  await page.reload();
  await expect(progress.locator('[aria-current="step"]')).toContainText('Shipped');
  await expect(page.getByTestId('tracking-number')).toHaveText('1Z999AA10123456784');
  await expectNoAxeViolations(page);

  // To anyone but the signed-in buyer, a wrong signature shows nothing of the order.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(order.link.replace(/s=.+$/, 's=wrong'));
  await expect(visitor.getByRole('alert')).toContainText('We could not find this order.');
  await visitor.context().close();
});

test('a signed-in parent sees the order at /store/orders; visitors find orders or sign in', async ({
  page,
}) => {
  // Issue 12, point 11: a visitor gets the order lookup and a way to sign in.
  await page.goto('/store/orders');
  await expect(page.getByRole('heading', { level: 2, name: 'Find an order' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in to see your orders' }).click();
  await expectSignIn(page, 'parent');

  await signIn(page, 'parent', DEMO.parent);
  const order = await buyAsParent(page);
  await page.goto('/store/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  // Other journeys may have bought the same book meanwhile: pick this order's card.
  const link = page
    .getByRole('listitem')
    .filter({ hasText: order.number })
    .getByRole('link', { name: BOOK_NAME });
  await expect(link).toBeVisible();
  await expectNoAxeViolations(page);
  await link.click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Order ${order.number}` }),
  ).toBeVisible();
  await expect(page.getByText('Maria G.')).toBeVisible();
});

test('staff turn off an order’s status links; the link then says how to get back to the order', async ({
  page,
  browser,
}) => {
  // A whole checkout, then staff and a visitor: more than a single page's time.
  test.slow();
  await signIn(page, 'parent', DEMO.parent);
  const order = await buyAsParent(page);

  const admin = await signedInPage(browser, 'teacher', DEMO.admin);
  await admin.goto('/staff/orders');
  const row = admin.locator(`tr[data-order="${order.number}"]`);
  await row.getByRole('button', { name: `Turn off status links for ${order.number}` }).click();
  const dialog = admin.getByRole('dialog', {
    name: `Turn off the status links for ${order.number}?`,
  });
  await expectNoAxeViolations(admin);
  await dialog.getByRole('button', { name: 'Turn off links' }).click();
  await expect(admin.getByRole('status')).toHaveText(
    `The status links for ${order.number} no longer work.`,
  );
  await admin.context().close();

  // Someone holding the emailed link, not signed in: the link has ended, and how to go on.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(order.link);
  const ended = visitor.getByTestId('order-link-ended');
  await expect(ended).toContainText('This order status link no longer works.');
  await expect(ended.getByRole('link', { name: 'My orders' })).toHaveAttribute(
    'href',
    '/store/orders',
  );
  await expect(ended.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(visitor.getByText('Maria G.')).toHaveCount(0);
  await expectNoAxeViolations(visitor);
  await visitor.context().close();

  // The signed-in buyer still sees their order.
  await page.goto(order.link);
  await expect(page.getByText('Maria G.')).toBeVisible();
});

test('the staff desk tells a signed-in non-admin they are not allowed', async ({ page }) => {
  await signIn(page, 'parent', DEMO.parent);
  await page.goto('/staff/orders');
  await expect(page.getByRole('alert')).toHaveText(
    'You are not allowed to see this page. It is for Lectio staff only.',
  );
  await expectNoAxeViolations(page);
});
