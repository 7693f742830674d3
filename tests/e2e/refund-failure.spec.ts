import type { Page } from '@playwright/test';
import { PATHS } from '../../common/routes';
import { STAFF_DESK_API } from '../../common/schemas/staff-desk';
import { DEMO, signedInPage } from '../support/accounts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { readEmail } from '../support/mailbox';
import { buyPremiumBook } from '../support/store-checkout';

/**
 * A refund the provider reports failed later (decision 0019), against the built server with
 * the local test provider: a buyer pays for a Premium copy, the demo admin refunds the whole
 * order, the local provider reports the refund failed (its stand-in for Stripe's
 * `refund.failed`), and the order page shows the failure with its reason, what to do and a
 * Retry action; staff are emailed; the retry refunds again, once.
 */

const BUYER = { firstName: 'Rosa', lastName: 'Delgado', email: 'rosa.delgado@example.org' };
const REASON = 'the card has expired or was closed';

async function shot(page: Page, name: string) {
  if (process.env.DESK_SCREENSHOTS)
    await page.screenshot({ path: `/tmp/refund-failed-${name}.png`, fullPage: true });
}

test('a refund reported failed shows why and what to do, and can be retried once', async ({
  page,
  browser,
}) => {
  // A whole checkout, a refund, its failure and a retry, with axe checks.
  test.slow();
  const number = await buyPremiumBook(page, {
    code: 'GRACE',
    typed: 'mari',
    child: 'Maria G.',
    copies: 1,
    buyer: BUYER,
  });

  const admin = await signedInPage(browser, 'teacher', DEMO.admin);
  await admin.goto(`${PATHS.staffOrders}?status=all&q=${number}`);
  await admin.getByRole('link', { name: `Details of ${number}` }).click();
  await expect(admin.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  const orderId = decodeURIComponent(new URL(admin.url()).pathname.split('/').pop() ?? '');

  const refundWhole = admin.getByRole('button', { name: /^Refund whole order \(\$[\d.]+\)$/ });
  const amount = /\((\$[\d.]+)\)/.exec((await refundWhole.textContent()) ?? '')?.[1] ?? '';
  expect(amount).not.toBe('');
  await refundWhole.click();
  await admin
    .getByRole('dialog', { name: `Refund ${amount}?` })
    .getByRole('button', { name: `Refund ${amount}` })
    .click();
  await expect(admin.getByRole('status').filter({ hasText: 'Refunded' })).toHaveText(
    `Refunded ${amount}. The buyer has been emailed.`,
  );

  // The bank sends the money back: the local provider reports it as Stripe would.
  const failed = await admin.request.post(STAFF_DESK_API.failLocalRefund(orderId), {
    data: { kind: 'whole', reason: 'expired_or_canceled_card' },
  });
  expect(failed.status()).toBe(200);
  await admin.reload();

  const notice = admin.getByTestId('refund-failed');
  await expect(notice.getByRole('heading', { level: 3 })).toHaveText(
    `Refund failed: ${amount} (whole order)`,
  );
  await expect(notice).toContainText(
    `the payment provider reported that the refund failed: ${REASON}.`,
  );
  await expect(notice).toContainText('The money did not reach the buyer. Retry the refund;');
  const timeline = admin.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText(`Refund failed: ${REASON} (${amount}, whole order).`);
  // Nothing is refunded now; the order stays cancelled, so it is not printed.
  await expect(admin.getByTestId('refunded-amount')).toHaveCount(0);
  await expect(admin.getByRole('heading', { level: 2 }).first()).toContainText('Cancelled');
  await shot(admin, '1280');
  await expectNoAxeViolations(admin);

  const email = await readEmail(admin.request, DEMO.admin.email, {
    subject: `Refund failed for order ${number}`,
  });
  expect(email.text).toContain(`for order ${number} failed: ${REASON}.`);

  await admin.setViewportSize({ width: 375, height: 800 });
  await shot(admin, '375');
  const widths = await admin.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
  await admin.setViewportSize({ width: 1280, height: 800 });

  await notice.getByRole('button', { name: `Retry refund (${amount})` }).click();
  const dialog = admin.getByRole('dialog', { name: `Refund ${amount}?` });
  await expect(dialog).toContainText('trying again after the refund failed');
  await expectNoAxeViolations(admin);
  await dialog.getByRole('button', { name: `Refund ${amount}` }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Refunded' })).toHaveText(
    `Refunded ${amount}. The buyer has been emailed.`,
  );
  await expect(notice).toHaveCount(0);
  await expect(admin.getByText('This order is refunded in full.')).toBeVisible();
  await expect(timeline.getByText(`Refunded ${amount} (whole order)`)).toHaveCount(2);
  await expect(admin.getByTestId('refunded-amount')).toHaveText(`−${amount}`);
});
