import type { Page } from '@playwright/test';
import {
  BILLING_DESK_TEXT as TEXT,
  DESK_ACTION_TEXT as ACTIONS,
} from '../../common/copy/billing-desk';
import { BILLING_PAGE_COPY as COPY } from '../../common/copy/billing-pages';
import { PATHS } from '../../common/routes';
import { SCHOOL_BILLING_API } from '../../common/schemas/billing-school';
import { formatUsd } from '../../common/store/pricing';
import { DEMO, signIn } from '../support/accounts';
import { expectCalmAtBothWidths } from '../support/academy-pages';
import { newTeacherWithFullSmallClass } from '../support/billing-journey';
import { expect, test } from '../support/fixtures';

/**
 * Issue 16, points 5, 6 and 12: a school pays by quote and purchase order. A new teacher who
 * set up their school's billing account (and so manages it) requests a quote on the billing page, sees its PDF link, enters the
 * PO with the school's tax exemption, and sees Standard active with the invoice open, due in 30
 * days, its PO and its PDF. The demo staff admin then marks the invoice paid on the billing
 * desk, and the school's billing page shows it paid.
 */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** BILLING_SCREENSHOTS=<folder> keeps a full-page picture of each screen there, to look at. */
async function shot(page: Page, name: string) {
  const folder = process.env.BILLING_SCREENSHOTS;
  if (!folder) return;
  for (const [width, label] of [
    [1280, 'wide'],
    [375, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/po-${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A new teacher with a class of five who sets up their school's billing account and manages it. */
async function schoolAdministrator(page: Page, run: string) {
  const { schoolName, email, origin } = await newTeacherWithFullSmallClass(page, {
    run,
    firstName: 'Clare',
    surname: `Vance${run}`,
    emailPrefix: 'bursar',
    schoolName: `St. Anselm School ${run}`,
    address: '12 Priory Lane',
    classTitle: `Theology ${run}`,
    gradeLevel: '9',
  });
  const made = await page.request.post(SCHOOL_BILLING_API.school, {
    headers: { origin },
    data: { kind: 'school', billingEmail: email },
  });
  expect(made.status()).toBe(200);
  return { schoolName, email };
}

test('a school requests a quote, enters its PO, is active at once, and staff mark the invoice paid', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const run = unique();
  const { schoolName } = await schoolAdministrator(page, run);
  const po = `PO-${run.toUpperCase()}`;
  const certificate = 'OH-STEC-4410';

  // The billing page: Small Class, no quotes yet, and the way to ask for one.
  await page.goto(PATHS.teacherBilling);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COPY.title);
  await expect(page.getByTestId('billing-plan')).toContainText('Small Class');
  const quotes = page.getByRole('region', { name: COPY.quotesTitle });
  await expect(quotes).toContainText(COPY.quotesIntro);
  await expectCalmAtBothWidths(page);

  // Request a quote: the PDF opens in a new tab, and the quote is listed with its link.
  const [pdfTab] = await Promise.all([
    page.context().waitForEvent('page'),
    quotes.getByRole('button', { name: COPY.requestQuote }).click(),
  ]);
  await pdfTab.close();
  const row = quotes.getByRole('listitem').first();
  await expect(row).toContainText('5 students, annual: $50');
  await expect(row).toContainText(COPY.quoteStatus.open);
  const quoteLink = row.getByRole('link', { name: /^Open quote Q-\d{4}-\d{4} \(PDF\)$/ });
  await expect(quoteLink).toBeVisible();
  const quotePdf = await page.request.get((await quoteLink.getAttribute('href'))!);
  expect(quotePdf.status()).toBe(200);
  expect(quotePdf.headers()['content-type']).toContain('application/pdf');
  const quoteNumber = (await quoteLink.textContent())!.trim();
  await expectCalmAtBothWidths(page);
  await shot(page, 'quote');

  // Enter the PO: nothing is sent without one; the tax exemption asks for its certificate.
  await row.getByRole('button', { name: COPY.enterPoFor(quoteNumber) }).click();
  const form = quotes.getByRole('form', { name: COPY.poTitle(quoteNumber) });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: COPY.acceptQuote }).click();
  await expect(form.getByText(COPY.poRequired)).toBeVisible();
  await form.getByLabel(COPY.poLabel).fill(po);
  await form.getByLabel(COPY.taxExemptLabel).check();
  await form.getByRole('button', { name: COPY.acceptQuote }).click();
  await expect(form.getByText(COPY.certificateRequired)).toBeVisible();
  await form.getByLabel(COPY.certificateLabel).fill(certificate);
  await expect(form).toContainText(COPY.acceptTerms);
  await expectCalmAtBothWidths(page);
  await shot(page, 'po-form');
  await form.getByRole('button', { name: COPY.acceptQuote }).click();

  // Standard is active on acceptance; the invoice is open, Net-30, with the PO and its PDF.
  const accepted = page.getByTestId('quote-accepted');
  await expect(accepted).toContainText(COPY.accepted(quoteNumber));
  await expect(form).toBeHidden();
  await expect(page.getByTestId('billing-plan')).toContainText('Standard — annual');
  await expect(page.getByText(COPY.poNumber(po)).first()).toBeVisible();
  await expect(page.getByText(COPY.taxExempt, { exact: true })).toBeVisible();
  const invoices = page.getByTestId('billing-invoices');
  const invoiceRow = invoices.getByRole('row').filter({ hasText: /INV-\d{4}-\d{4}/ });
  await expect(invoiceRow).toHaveCount(1);
  await expect(invoiceRow).toContainText(COPY.invoiceStatus.open);
  await expect(invoiceRow).toContainText('$50');
  const invoiceNumber = (await invoiceRow.getByRole('cell').first().textContent())!.trim();
  const due = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.now() + 30 * 86_400_000),
  );
  await expect(accepted).toContainText(
    `Invoice ${invoiceNumber} is open, due ${due}, for PO ${po}.`,
  );
  const invoicePdfLink = accepted.getByRole('link', { name: COPY.pdf(invoiceNumber) });
  const invoicePdf = await page.request.get((await invoicePdfLink.getAttribute('href'))!);
  expect(invoicePdf.status()).toBe(200);
  expect(invoicePdf.headers()['content-type']).toContain('application/pdf');
  await expect(row).toContainText(COPY.quoteStatus.accepted);
  await expect(row.getByRole('button', { name: COPY.enterPoFor(quoteNumber) })).toHaveCount(0);
  await expectCalmAtBothWidths(page);
  await shot(page, 'accepted');

  // Staff: the demo admin finds the invoice on the billing desk and records the bank transfer.
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, 'teacher', DEMO.admin);
  await staff.goto('/staff/billing');
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText(TEXT.title);
  const search = staff.getByRole('searchbox', { name: TEXT.searchLabel });
  await search.fill(invoiceNumber);
  await search.press('Enter');
  const account = staff.getByRole('row').filter({ hasText: schoolName });
  await expect(account).toContainText(po);
  await account.getByRole('link', { name: schoolName }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText(schoolName);
  // Where staff see the exemption, they see its certificate too.
  const exemption = staff.getByRole('term').filter({ hasText: TEXT.taxExemptCertificate });
  await expect(exemption).toBeVisible();
  await expect(staff.getByRole('definition').filter({ hasText: certificate })).toBeVisible();
  const invoice = staff.locator(`[data-invoice="${invoiceNumber}"]`);
  await invoice.getByRole('button', { name: `${ACTIONS.markPaid.open}: ${invoiceNumber}` }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByLabel(ACTIONS.markPaid.methodLabel).selectOption('check');
  await dialog.getByLabel(ACTIONS.markPaid.referenceLabel).fill(`Check ${run}`);
  await dialog.getByLabel(ACTIONS.reasonLabel).fill(`Check for ${po} received`);
  await dialog.getByRole('button', { name: ACTIONS.review }).click();
  await expect(
    dialog.getByText(ACTIONS.markPaid.confirm(invoiceNumber, formatUsd(5_000), 'check')),
  ).toBeVisible();
  await dialog.getByRole('button', { name: ACTIONS.markPaid.submit }).click();
  await expect(staff.getByRole('status').filter({ hasText: invoiceNumber })).toHaveText(
    ACTIONS.markPaid.done(invoiceNumber),
  );
  await expect(invoice).toContainText('Paid');
  await staff.context().close();

  // The school's billing page: the invoice paid, Standard still active.
  await page.reload();
  await expect(invoiceRow).toContainText(COPY.invoiceStatus.paid);
  await expect(page.getByTestId('billing-plan')).toContainText('Standard — annual');
  await expectCalmAtBothWidths(page);
  await shot(page, 'paid');
});
