import type { Page } from '@playwright/test';
import { APP_SHELL } from '../../common/copy/app-shell';
import {
  BILLING_DESK_MESSAGES as M,
  BILLING_DESK_TEXT as TEXT,
  DESK_ACTION_TEXT as ACTIONS,
  DESK_AUDIT_LABELS,
} from '../../common/copy/billing-desk';
import { formatUsd } from '../../common/store/pricing';
import {
  daysAgo,
  insertBillingAccount,
  insertBillingInvoice,
  testInvoiceNumber,
} from '../../server/modules/billing-desk/testing/billing-rows';
import { DEMO, openAccountMenu, signIn } from '../support/accounts';
import { expectCalmAtBothWidths } from '../support/academy-pages';
import { e2eDatabase } from '../support/e2e-database';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

/**
 * The staff billing desk (issue 16, point 6) against the built server: a school's invoice is 35
 * days overdue and its account paused (made here in the server's database, as the billing
 * lifecycle would leave it). The demo admin opens the desk from the account menu, finds the
 * account among the overdue ones by the invoice's number, opens it, records the payment by
 * check in the dialog (a reason is required, and the change is confirmed first), and sees the
 * invoice paid, the account active and the audit row with the reason.
 */

/** BILLING_SCREENSHOTS=<folder> keeps a full-page picture of each screen there, to look at. */
async function shot(page: Page, name: string) {
  const folder = process.env.BILLING_SCREENSHOTS;
  if (!folder) return;
  for (const [width, label] of [
    [1280, 'wide'],
    [375, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/billing-${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function overdueSchool() {
  const db = e2eDatabase();
  try {
    const name = `St Brigid School ${crypto.randomUUID().slice(0, 6)}`;
    const accountId = await insertBillingAccount(db, {
      name,
      email: 'bursar@stbrigid.example.org',
      status: 'paused',
      pastDueSince: daysAgo(35),
      pausedAt: daysAgo(5),
      poNumber: 'PO-4471',
      seats: 48,
    });
    const number = testInvoiceNumber();
    await insertBillingInvoice(db, {
      accountId,
      number,
      totalCents: 48_000,
      dueAt: daysAgo(35),
      issuedAt: daysAgo(65),
      poNumber: 'PO-4471',
    });
    return { accountId, name, number };
  } finally {
    await db.destroy();
  }
}

test('staff find an overdue school, record its check, and see it paid, active and audited', async ({
  page,
}) => {
  test.slow();
  const { name, number } = await overdueSchool();

  await signIn(page, 'teacher', DEMO.admin);
  await openAccountMenu(page);
  await page.getByRole('link', { name: APP_SHELL.nav.admin.billingDesk }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.title);
  await expect(page.getByText(/^\d+ accounts?$/)).toBeVisible();

  // Overdue accounts only, then the invoice's number, typed and sent by keyboard.
  await page.getByLabel(TEXT.overdueLabel).selectOption('yes');
  await expect(page).toHaveURL(/overdue=yes/);
  const search = page.getByRole('searchbox', { name: TEXT.searchLabel });
  await search.fill(number.toLowerCase());
  await search.press('Enter');
  await expect(page.getByText('1 account', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Paused');
  await expect(row).toContainText(formatUsd(48_000));
  await expect(row).toContainText(TEXT.overdueCell(1, 35));
  await expect(row).toContainText('PO-4471');
  await expectCalmAtBothWidths(page);
  await shot(page, 'list');

  // The CSV of the same filters is offered for download.
  await expect(page.getByRole('link', { name: TEXT.exportCsv })).toHaveAttribute(
    'href',
    new RegExp(`/api/staff/billing/accounts\\.csv\\?q=${number.toLowerCase()}&overdue=yes`),
  );

  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByTestId('account-status')).toHaveText('Paused');
  const invoice = page.locator(`[data-invoice="${number}"]`);
  await expect(invoice).toContainText(TEXT.overdueBy(35));
  await expect(page.getByText(TEXT.auditEmpty)).toBeVisible();
  await expectCalmAtBothWidths(page);
  await shot(page, 'account');

  // The dialog: nothing is sent without a method, a reference and a reason.
  await invoice.getByRole('button', { name: `${ACTIONS.markPaid.open}: ${number}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: ACTIONS.review }).click();
  await expect(dialog.getByText(M.methodRequired)).toBeVisible();
  await expect(dialog.getByText(M.referenceRequired)).toBeVisible();
  await expect(dialog.getByText(M.reasonRequired)).toBeVisible();
  await dialog.getByLabel(ACTIONS.markPaid.methodLabel).selectOption('check');
  await dialog.getByLabel(ACTIONS.markPaid.referenceLabel).fill('10442');
  await dialog.getByLabel(ACTIONS.reasonLabel).fill('Check 10442 arrived by post');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: ACTIONS.review }).click();
  await expect(
    dialog.getByText(ACTIONS.markPaid.confirm(number, formatUsd(48_000), 'check')),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'confirm');
  await dialog.getByRole('button', { name: ACTIONS.markPaid.submit }).click();

  await expect(page.getByRole('status').filter({ hasText: number })).toHaveText(
    ACTIONS.markPaid.done(number),
  );
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('account-status')).toHaveText('Active');
  await expect(page.getByTestId('account-balance')).toHaveText(formatUsd(0));
  await expect(invoice).toContainText('Paid');
  await expect(invoice).toContainText(TEXT.paidVia('check'));
  await expect(invoice.getByRole('button')).toHaveCount(0);
  const trail = page.getByTestId('audit-trail');
  await expect(trail.getByRole('listitem')).toHaveCount(1);
  await expect(trail).toContainText(DESK_AUDIT_LABELS['billing.offline_payment']);
  await expect(trail).toContainText(TEXT.auditBy(DEMO.admin.email));
  await expect(trail).toContainText('Check 10442 arrived by post');
  await expect(trail).toContainText('reference 10442');
  await expectCalmAtBothWidths(page);
  await shot(page, 'paid');

  // A credit, from the Actions card: confirmed, then shown and audited too.
  await page.getByRole('button', { name: ACTIONS.credit.open }).click();
  await dialog.getByLabel(ACTIONS.credit.amountLabel).fill('25');
  await dialog.getByLabel(ACTIONS.reasonLabel).fill('Late fee waived');
  await dialog.getByRole('button', { name: ACTIONS.review }).click();
  await expect(dialog.getByText(ACTIONS.credit.confirm(formatUsd(2_500), name))).toBeVisible();
  await dialog.getByRole('button', { name: ACTIONS.credit.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Credit' })).toHaveText(
    ACTIONS.credit.done(formatUsd(2_500)),
  );
  await expect(page.getByTestId('account-credit')).toHaveText(formatUsd(2_500));
  await expect(trail.getByRole('listitem')).toHaveCount(2);
  await expect(trail.getByRole('listitem').first()).toContainText('Late fee waived');

  // Back on the list, the account is no longer among the overdue ones.
  await page.getByRole('link', { name: TEXT.backToList }).click();
  await page.getByLabel(TEXT.overdueLabel).selectOption('yes');
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});
