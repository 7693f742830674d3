import { BILLING_CHECKOUT_COPY, BILLING_PAGE_COPY } from '../../common/copy/billing-pages';
import { formatDollars } from '../../common/billing/plans';
import { billingDate } from '../../common/copy/billing-documents';
import { PLAN_CHOICE_COPY } from '../../common/copy/billing';
import { CARD_FIELD_COPY } from '../../common/copy/payment';
import { classPagePath, PATHS } from '../../common/routes';
import {
  billingAccountId,
  endLocalBillingNow,
  newTeacherWithFullSmallClass,
  runBillingJobAt,
} from '../support/billing-journey';
import { expect, test } from '../support/fixtures';

/**
 * Issue 16, point 12: a teacher with 5 students pastes 3 more, starts a trial, adds a card and
 * is billed. Each step asserts what the teacher sees; the trial's and the month's ends are brought to now
 * for this account only (its local provider rows), then the e2e server's billing test clock
 * (POST /dev/billing/clock) runs the billing job, as the scheduler would.
 */

const DAY_MS = 86_400_000;
/** A date as the billing page writes it, back to a moment on that day (noon UTC). */
const paidAtIso = (written: string) => new Date(`${written} 12:00 UTC`).toISOString();

test('a new teacher pastes three more names, starts the trial, pays by card and is billed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { surname, classId, origin } = await newTeacherWithFullSmallClass(page);

  // The roster: five students, Small Class is full.
  await page.goto(classPagePath(classId));
  const roster = page.getByRole('table').filter({ hasText: 'Ada' });
  await expect(roster.getByRole('row').filter({ hasText: surname })).toHaveCount(5);

  // Three more names pasted: the priced choice.
  await page.getByLabel('Class list').fill(`Gia\t${surname}\nHal\t${surname}\nIvo\t${surname}`);
  await page.getByRole('button', { name: 'Check the list' }).click();
  await expect(page.getByTestId('preview-row')).toHaveCount(3);
  await page.getByRole('button', { name: 'Add 3 students' }).click();
  const dialog = page.getByRole('dialog', { name: PLAN_CHOICE_COPY.heading(8, 5) });
  await expect(dialog.getByTestId('plan-choice-price')).toHaveText(
    '8 students × $1 = $8 a month, or $80 a year',
  );

  // The 14-day trial: the choice closes and the eight are on the roster.
  const trialStartedAt = Date.now();
  await dialog.getByRole('button', { name: PLAN_CHOICE_COPY.startTrial(14) }).click();
  await expect(dialog).toBeHidden();
  await expect(roster.getByRole('row').filter({ hasText: surname })).toHaveCount(8);
  for (const name of ['Gia', 'Hal', 'Ivo']) {
    await expect(roster.getByRole('row').filter({ hasText: `${name}` })).toHaveCount(1);
  }

  // The billing page: the trial, its end, and the eight students with how they were counted.
  await page.goto(PATHS.teacherBilling);
  await expect(page.getByTestId('billing-plan')).toHaveText(BILLING_PAGE_COPY.plan.trial(14));
  const trialEnd = new Date(trialStartedAt + 14 * DAY_MS);
  await expect(page.getByText(BILLING_PAGE_COPY.trialEnds(trialEnd.toISOString()))).toBeVisible();
  const seats = page.getByTestId('billing-seats');
  await expect(seats).toContainText(BILLING_PAGE_COPY.seatsSummary(8, new Date().toISOString()));
  await expect(seats).toContainText(BILLING_PAGE_COPY.seatsHow);
  await expect(seats).toContainText(BILLING_PAGE_COPY.classStudents(8));
  await expect(page.getByTestId('billing-invoices')).toHaveCount(0);
  await expect(page.getByText(BILLING_PAGE_COPY.invoicesEmpty)).toBeVisible();

  // Standard monthly: the terms, then the local checkout (test mode).
  const monthly = page.getByTestId('choice-month');
  await expect(monthly).toContainText(BILLING_PAGE_COPY.choicePrice(8, 'month', 800));
  await monthly.getByRole('button', { name: BILLING_PAGE_COPY.choose('month') }).click();
  await expect(monthly).toContainText(BILLING_PAGE_COPY.terms);
  await monthly.getByRole('button', { name: BILLING_PAGE_COPY.agree }).click();
  await expect(page).toHaveURL(/\/teacher\/billing\/checkout\/[^/?]+$/);
  await expect(page.getByText(BILLING_CHECKOUT_COPY.testMode)).toBeVisible();
  await expect(page.getByText(BILLING_CHECKOUT_COPY.line(8, 100, 'month'))).toBeVisible();
  await expect(page.getByText(BILLING_CHECKOUT_COPY.total(800, 'month'))).toBeVisible();
  const pay = page.getByRole('button', { name: BILLING_CHECKOUT_COPY.pay(800) });
  await expect(pay).toBeDisabled();
  await page.getByLabel(CARD_FIELD_COPY.numberLabel).fill('4242 4242 4242 4242');
  await page.getByLabel(CARD_FIELD_COPY.expiryLabel).fill('12 / 34');
  await page.getByLabel(CARD_FIELD_COPY.cvcLabel).fill('123');
  await pay.click();

  // Back on the billing page: Standard monthly is active, and the next charge is a month on.
  await expect(page).toHaveURL(/\/teacher\/billing\?checkout=done$/);
  const paidAt = Date.now();
  const plan = page.getByTestId('billing-plan');
  await expect(plan).toHaveText(/^Standard — monthly, renews /);
  const nextCharge = page.getByTestId('billing-next-charge');
  await expect(nextCharge).toContainText(/^\$8 on .+ · 8 students, monthly Standard$/);
  const renewsOn = (await plan.textContent())!.replace(/^Standard — monthly, renews /, '');
  const monthLater = new Date(paidAt);
  monthLater.setUTCMonth(monthLater.getUTCMonth() + 1);
  expect([
    billingDate(monthLater.toISOString()),
    billingDate(new Date(paidAt + 31 * DAY_MS).toISOString()),
  ]).toContain(renewsOn);
  await expect(nextCharge).toContainText(
    `${BILLING_PAGE_COPY.nextCharge(800, paidAtIso(renewsOn))}`,
  );
  const invoices = page.getByTestId('billing-invoices');
  await expect(invoices.getByRole('row')).toHaveCount(2);
  const first = invoices.getByRole('row').nth(1);
  await expect(first).toContainText(formatDollars(800));
  await expect(first).toContainText(BILLING_PAGE_COPY.invoiceStatus.paid);

  // The trial's end comes: the paid plan carries on (no pause, no second charge).
  // (Only this account's moments are moved, so journeys running beside it are left alone.)
  const accountId = await billingAccountId(page.request);
  await endLocalBillingNow(accountId, 'trial');
  await runBillingJobAt(page.request, origin, new Date());
  await page.reload();
  await expect(plan).toHaveText(`Standard — monthly, renews ${renewsOn}`);
  await expect(page.getByTestId('billing-paused')).toHaveCount(0);
  await expect(invoices.getByRole('row')).toHaveCount(2);

  // The month's end comes: the card is charged for the next month and the receipt is listed.
  await endLocalBillingNow(accountId, 'period');
  await runBillingJobAt(page.request, origin, new Date());
  await page.reload();
  await expect(invoices.getByRole('row')).toHaveCount(3);
  const rows = invoices.getByRole('row');
  for (const index of [1, 2]) {
    await expect(rows.nth(index)).toContainText(formatDollars(800));
    await expect(rows.nth(index)).toContainText(BILLING_PAGE_COPY.invoiceStatus.paid);
  }
  await expect(plan).toHaveText(/^Standard — monthly, renews /);

  // Each paid invoice has its PDF, which opens a PDF.
  const number = (await rows.nth(1).getByRole('cell').first().textContent())!;
  expect(number).toMatch(/^INV-\d{4}-\d{4}$/);
  const link = rows.nth(1).getByRole('link', { name: BILLING_PAGE_COPY.pdf(number) });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/api\/billing\/invoices\/[^/]+\/pdf$/);
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 10_000 }).catch(() => null),
    link.click(),
  ]);
  if (download) expect(download.suggestedFilename()).toBe(`Lectio-${number}.pdf`);
  else await expect(page).toHaveURL(new RegExp(`${href}$`));
});
