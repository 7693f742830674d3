import type { Page } from '@playwright/test';
import { PATHS } from '../../common/routes';
import { DEMO, signIn, signedInPage } from '../support/accounts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { readEmail } from '../support/mailbox';
import { completedOrder, findBook, payWith } from '../support/store-checkout';

/**
 * The staff order desk (issue 12, points 12 and 13) against the built server: the demo
 * teacher pays part of a class order with 13 credits through the real checkout; the demo
 * admin finds it on the desk by searching its number, opens it, refunds the whole order after
 * the confirm dialog that names the amount, and sees the refund, the email and the returned
 * credits on the order's timeline; the teacher sees the credits back in Books & orders.
 */

/** DESK_SCREENSHOTS=<folder> keeps a full-page picture of each screen there, to look at. */
async function shot(page: Page, name: string) {
  const folder = process.env.DESK_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/desk-${name}.png`, fullPage: true });
}

async function expectNoSideScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
}

/** A class order of MERCY paid partly with 13 of the teacher's credits; its number and the
 * balance the teacher had before. */
async function teacherOrderWithCredits(page: Page) {
  await signIn(page, 'teacher', DEMO.teacher);
  await findBook(page, 'MERCY');
  await page.getByRole('radio', { name: /Standard Book/ }).check();
  await page.getByLabel('Number of copies').fill('2');
  await page.getByRole('button', { name: 'Next: Your details' }).click();
  // The teacher's stored details fill the step (they arrive after it opens).
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.teacher.email);
  await page.getByRole('button', { name: 'Next: Payment' }).click();
  const balanceText = await page.getByTestId('credit-balance').textContent();
  const balance = Number(balanceText?.match(/(\d+) credits/)?.[1]);
  expect(balance).toBeGreaterThanOrEqual(13);
  await page.getByLabel('Books to pay with credits').fill('1');
  await page.getByRole('button', { name: 'Use Teacher Credits' }).click();
  await expect(page.getByTestId('order-total')).toHaveText('$12.99');
  await payWith(page, '4242 4242 4242 4242');
  const number = await completedOrder(page, DEMO.teacher.email);
  return { number, balance };
}

test('staff find an order by search, refund it, and the teacher’s credits come back', async ({
  page,
  browser,
}) => {
  // Two people, a whole checkout, a refund and several axe checks.
  test.slow();
  const { number, balance } = await teacherOrderWithCredits(page);

  const admin = await signedInPage(browser, 'teacher', DEMO.admin);
  await admin.goto(PATHS.staffOrders);
  await expect(admin.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(admin.getByText(/^\d+ orders?$/)).toBeVisible();
  await shot(admin, 'list-1280');
  await expectNoAxeViolations(admin);

  // Search by its number, typed in lower case, by keyboard.
  const search = admin.getByRole('searchbox', { name: 'Search orders' });
  await search.fill(number.toLowerCase());
  await search.press('Enter');
  await expect(admin).toHaveURL(new RegExp(`q=${number.toLowerCase()}`));
  await expect(admin.getByText('1 order', { exact: true })).toBeVisible();
  const row = admin.locator(`tr[data-order="${number}"]`);
  await expect(row).toContainText('Works of Mercy');
  await expect(row).toContainText('Paid');

  // Selected, it can go to production in bulk or into a production batch.
  await row.getByRole('checkbox', { name: `Select ${number}` }).check();
  const bulk = admin.getByRole('group', { name: 'With the selected orders' });
  await expect(bulk).toContainText('1 selected');
  await expect(bulk.getByRole('link', { name: 'Download production batch' })).toHaveAttribute(
    'href',
    /^\/api\/staff-desk\/orders\/batch\.zip\?ids=[0-9a-f-]{36}$/,
  );
  await expectNoAxeViolations(admin);
  await row.getByRole('checkbox', { name: `Select ${number}` }).uncheck();
  await expect(bulk).toBeHidden();

  // A search that finds nothing teaches the way back.
  await search.fill('no-such-order-zzz');
  await search.press('Enter');
  await expect(admin.getByText('No orders match')).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.getByRole('button', { name: 'Clear filters' }).click();
  await expect(search).toHaveValue('');
  await search.fill(number);
  await search.press('Enter');

  await row.getByRole('link', { name: `Details of ${number}` }).click();
  await expect(admin.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  const timeline = admin.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText('Payment received');
  await expect(admin.getByTestId('order-credits')).toContainText('13 credits of');
  await expectNoAxeViolations(admin);

  // The confirm dialog names the amount; Cancel changes nothing.
  const refundWhole = admin.getByRole('button', { name: 'Refund whole order ($12.99)' });
  await refundWhole.click();
  const dialog = admin.getByRole('dialog', { name: 'Refund $12.99?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`$12.99 goes back to the buyer of ${number}`);
  await shot(admin, 'dialog-1280');
  await expectNoAxeViolations(admin);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(timeline).not.toContainText('Refunded');

  await refundWhole.click();
  await dialog.getByRole('button', { name: 'Refund $12.99' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Refunded' })).toHaveText(
    'Refunded $12.99. The buyer has been emailed.',
  );
  await expect(dialog).toBeHidden();
  await expect(timeline).toContainText('Refunded $12.99 (whole order)');
  await expect(timeline).toContainText('13 teacher credits returned to the teacher');
  await expect(timeline).toContainText('Refund emailed to the buyer');
  await expect(admin.getByTestId('refunded-amount')).toHaveText('−$12.99');
  await expect(admin.getByText('This order is refunded in full.')).toBeVisible();
  await expect(admin.getByTestId('order-credits')).toContainText(
    `13 credits returned to Thomas Reyes (balance now ${balance})`,
  );
  await expect(admin.getByRole('heading', { level: 2 }).first()).toContainText('Cancelled');

  const email = await readEmail(admin.request, DEMO.teacher.email, {
    subject: `Your refund for order ${number}`,
  });
  expect(email.text).toContain('We have refunded $12.99, the whole order, to your card.');

  // The teacher's Books & orders: the balance is back and the history says why.
  await page.goto(PATHS.teacherBooks);
  await expect(page.getByTestId('credit-balance')).toContainText(
    `You have ${balance} teacher credits.`,
  );
  await expect(
    page
      .getByRole('list', { name: 'Credit history' })
      .getByRole('listitem')
      .filter({ hasText: '+13 Returned by a refund' })
      .first(),
  ).toBeVisible();

  // At phone width: the desk is cards, the detail one column; nothing scrolls sideways.
  await shot(admin, 'detail-1280');
  await admin.setViewportSize({ width: 375, height: 800 });
  await shot(admin, 'detail-375');
  await expectNoSideScroll(admin);
  await admin.getByRole('link', { name: 'Back to orders' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  // Refunded before printing, the order left the Paid queue; All shows it, cancelled.
  await expect(admin.locator(`tr[data-order="${number}"]`)).toHaveCount(0);
  await admin
    .getByRole('navigation', { name: 'Orders by status' })
    .getByRole('button', { name: 'All' })
    .click();
  await expect(admin.locator(`tr[data-order="${number}"]`)).toContainText('Cancelled');
  await shot(admin, 'list-375');
  await expectNoSideScroll(admin);
  await expectNoAxeViolations(admin);
});

test('the desk opens on the Paid queue; a search that finds nothing says how to widen it', async ({
  browser,
}) => {
  const admin = await signedInPage(browser, 'teacher', DEMO.admin);
  await admin.goto(PATHS.staffOrders);
  const tabs = admin.getByRole('navigation', { name: 'Orders by status' });
  await expect(tabs.getByRole('button', { name: 'Paid' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('button', { name: 'Cancelled' }).click();
  await expect(admin).toHaveURL(/status=cancelled/);
  await expect(tabs.getByRole('button', { name: 'Cancelled' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const search = admin.getByRole('searchbox', { name: 'Search orders' });
  await search.fill('zz-none@nowhere');
  await search.press('Enter');
  await expect(admin.getByText('No orders match')).toBeVisible();
  await expect(
    admin.getByText('Try another search, or clear the filters to see every order in this status.'),
  ).toBeVisible();
  await admin.setViewportSize({ width: 375, height: 800 });
  await expectNoSideScroll(admin);
  await expectNoAxeViolations(admin);
  await admin.getByRole('button', { name: 'Clear filters' }).click();
  await expect(admin).toHaveURL(/status=cancelled$/);
  await expect(search).toHaveValue('');
});
