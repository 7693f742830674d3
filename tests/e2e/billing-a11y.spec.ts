import type { Page } from '@playwright/test';
import { PLAN_CHOICE_COPY } from '../../common/copy/billing';
import {
  BILLING_CHECKOUT_COPY,
  BILLING_MANAGE_COPY,
  BILLING_PAGE_COPY,
} from '../../common/copy/billing-pages';
import { CARD_FIELD_COPY } from '../../common/copy/payment';
import { WORKBOOK_BILLING_COPY, WORKBOOK_COPY } from '../../common/copy/workbooks';
import { classPagePath, PATHS } from '../../common/routes';
import { expectFitsWidth } from '../support/browser-conditions';
import {
  billingAccountId,
  endLocalBillingNow,
  newTeacherWithFullSmallClass,
  runBillingJobAt,
} from '../support/billing-journey';
import { expect, expectNoAxeViolations, test, VIEWPORTS } from '../support/fixtures';

/**
 * Issue 16: the billing pages pass axe and never scroll sideways, at 1280 and 375 px, in each
 * state a teacher meets: Small Class, the plan choice, trialing, paused (the trial ended with
 * no card), the local checkout, Standard active, and the manage page.
 */

async function expectCalm(page: Page, name: string) {
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    await expectFitsWidth(page);
    await page.screenshot({
      path: test.info().outputPath(`billing-${name}-${viewport.width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

test('the billing page, the plan choice, the checkout and the manage page are calm in every state', async ({
  page,
}) => {
  // Eight states, each checked at two widths (the workbook licences' review is the eighth).
  test.setTimeout(240_000);
  const { surname, classId, origin } = await newTeacherWithFullSmallClass(page);
  const plan = page.getByTestId('billing-plan');

  // Small Class, full.
  await page.goto(PATHS.teacherBilling);
  await expect(plan).toHaveText(BILLING_PAGE_COPY.plan.small);
  await expect(page.getByTestId('billing-choices')).toBeVisible();
  // The workbook licences: what they are, and Standard first.
  await expect(page.getByText(WORKBOOK_BILLING_COPY.emptyTitle)).toBeVisible();
  await expect(page.getByTestId('workbooks-need-standard')).toContainText(
    WORKBOOK_BILLING_COPY.needsStandard,
  );
  await expectCalm(page, 'small');

  // The plan choice on the class page.
  await page.goto(classPagePath(classId));
  await page.getByLabel('Class list').fill(`Gia\t${surname}\nHal\t${surname}\nIvo\t${surname}`);
  await page.getByRole('button', { name: 'Check the list' }).click();
  await page.getByRole('button', { name: 'Add 3 students' }).click();
  const dialog = page.getByRole('dialog', { name: PLAN_CHOICE_COPY.heading(8, 5) });
  await expect(dialog).toBeVisible();
  await expectCalm(page, 'plan-choice');
  await dialog.getByRole('button', { name: PLAN_CHOICE_COPY.cancel }).click();
  await expect(dialog).toBeHidden();

  // Trialing, started from the billing page.
  await page.goto(PATHS.teacherBilling);
  await page.getByRole('button', { name: BILLING_PAGE_COPY.startTrial }).click();
  await expect(plan).toHaveText(BILLING_PAGE_COPY.plan.trial(14));
  await expectCalm(page, 'trialing');

  // Three more students during the trial; the trial ends with no card: paused.
  const added = await page.request.post(`/api/classroom/classes/${classId}/students`, {
    headers: { origin },
    data: {
      students: ['Gia', 'Hal', 'Ivo'].map((firstName) => ({ firstName, lastName: surname })),
    },
  });
  expect(added.status()).toBe(201);
  await endLocalBillingNow(await billingAccountId(page.request), 'trial');
  await runBillingJobAt(page.request, origin, new Date());
  await page.reload();
  const paused = page.getByTestId('billing-paused');
  await expect(paused).toContainText(BILLING_PAGE_COPY.pausedTitle);
  await expect(paused).toContainText(BILLING_PAGE_COPY.pausedStudents(3));
  await expectCalm(page, 'paused');

  // Pay now: the local checkout.
  await paused.getByRole('button', { name: BILLING_PAGE_COPY.payNow }).click();
  await expect(page).toHaveURL(/\/teacher\/billing\/checkout\/[^/?]+$/);
  await expect(page.getByText(BILLING_CHECKOUT_COPY.testMode)).toBeVisible();
  await expectCalm(page, 'checkout');
  await page.getByLabel(CARD_FIELD_COPY.numberLabel).fill('4242 4242 4242 4242');
  await page.getByLabel(CARD_FIELD_COPY.expiryLabel).fill('12 / 34');
  await page.getByLabel(CARD_FIELD_COPY.cvcLabel).fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();

  // Standard active, with its invoice.
  await expect(page).toHaveURL(/\/teacher\/billing\?checkout=done$/);
  await expect(plan).toHaveText(/^Standard — (monthly|annual), renews /);
  await expect(paused).toHaveCount(0);
  await expect(page.getByTestId('billing-invoices')).toBeVisible();
  await expect(page.getByTestId('workbooks-need-standard')).toHaveCount(0);
  await expectCalm(page, 'active');

  // Buying workbook licences: the class's roster by default, the server's total, the card.
  const buy = page.getByTestId('buy-workbook-licences');
  await expect(buy.getByLabel(WORKBOOK_COPY.quantityLabel)).toHaveValue('8');
  await buy.getByRole('button', { name: WORKBOOK_COPY.review }).click();
  await expect(page.getByTestId('account-licence-total')).toHaveText('8 students × $6.99 = $55.92');
  await expectCalm(page, 'workbooks-review');
  await buy.getByRole('button', { name: WORKBOOK_COPY.cancel }).click();

  // The manage page (the local twin of Stripe's customer portal).
  await page.getByRole('button', { name: BILLING_PAGE_COPY.manage }).click();
  await expect(page).toHaveURL(/\/teacher\/billing\/manage/);
  await expect(page.getByRole('heading', { name: BILLING_MANAGE_COPY.title })).toBeVisible();
  // The card the checkout took.
  await expect(page.getByTestId('manage-card')).toHaveText('Card ending 4242');
  await expectCalm(page, 'manage');
});
