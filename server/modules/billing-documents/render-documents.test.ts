import { execFileSync } from 'node:child_process';
import { copyFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BILLING_DOCUMENT_COPY as COPY, LECTIO_W9 } from '../../../common/copy/billing-documents';
import { tempDir } from '../../../tests/support/temp-dir';
import { inspectPdf, pdfText } from '../guides/testing/inspect-pdf';
import { remittanceOf } from './remittance';
import { renderInvoicePdf, type InvoicePdfInput } from './render-invoice-pdf';
import { renderQuotePdf, type QuotePdfInput } from './render-quote-pdf';
import { quoteLines } from './quotes';

/** Set BILLING_PDF_PREVIEW_DIR to keep the PNGs of each page and look at them. */
const previewDir = process.env.BILLING_PDF_PREVIEW_DIR;

const remittance = remittanceOf({
  NODE_ENV: 'production',
  BILLING_TIN: '12-3456789',
  BILLING_BANK_NAME: 'First Parish Bank',
  BILLING_BANK_ROUTING: '091000019',
  BILLING_BANK_ACCOUNT: '4400123456',
})!;

const school = {
  name: 'St. Brigid Academy',
  email: 'office@stbrigid.example',
  address: ['400 Mission Road', 'Saint Paul, MN 55104'],
};

const quote = (overrides: Partial<QuotePdfInput> = {}): QuotePdfInput => ({
  number: 'Q-2027-0007',
  issuedAt: '2027-03-02T15:00:00.000Z',
  validUntil: '2027-04-01T15:00:00.000Z',
  billedTo: { ...school, poNumber: null },
  lines: quoteLines(120, 'year'),
  totalCents: 120_000,
  taxExempt: true,
  acceptUrl: 'https://lectio.app/teacher/billing',
  remittance,
  ...overrides,
});

const invoice = (overrides: Partial<InvoicePdfInput> = {}): InvoicePdfInput => ({
  number: 'INV-2027-0012',
  issuedAt: '2027-03-10T09:00:00.000Z',
  dueAt: '2027-04-09T09:00:00.000Z',
  paidAt: null,
  billedTo: { ...school, poNumber: 'PO-88231' },
  lines: [
    ...quoteLines(120, 'year'),
    {
      description: 'Spirit of Truth Workbooks, Course I',
      quantity: 25,
      unitCents: 699,
      amountCents: 17_475,
    },
  ],
  creditCents: 5_000,
  totalCents: 132_475,
  amountPaidCents: 0,
  taxExempt: true,
  payUrl: 'https://lectio.app/teacher/billing',
  remittance,
  ...overrides,
});

/** Turns each page into a PNG in a temp folder (removed after the file), and counts them. */
function pagesAsPng(bytes: Buffer, name: string): number {
  const dir = tempDir('billing-pdf');
  writeFileSync(join(dir, `${name}.pdf`), bytes);
  execFileSync('pdftoppm', ['-r', '60', '-png', `${name}.pdf`, name], { cwd: dir });
  const pngs = readdirSync(dir).filter((file) => file.endsWith('.png'));
  if (previewDir) for (const png of pngs) copyFileSync(join(dir, png), join(previewDir, png));
  return pngs.length;
}

describe('the quote PDF', () => {
  it('prints the number, dates, who it is for, the priced seats, the W-9 and how to accept', async () => {
    const bytes = await renderQuotePdf(quote(), { compress: false });
    const pdf = inspectPdf(bytes);
    const text = pdfText(pdf);
    expect(pdf.pageSizes.every(([w, h]) => w === 612 && h === 792)).toBe(true);
    expect(pdf.info.Title).toContain('Q-2027-0007');
    for (const phrase of [
      'Q-2027-0007',
      '2 March 2027',
      `${COPY.validUntil.toUpperCase()}`,
      '1 April 2027',
      'St. Brigid Academy',
      '400 Mission Road',
      'Lectio Standard, annual (12 months), per student',
      '$10.00',
      '$1,200.00',
      COPY.taxExempt,
      COPY.howToAccept,
      'enter your purchase order (PO) number',
      'billing@lectio.app',
      COPY.w9Title,
      LECTIO_W9.legalName,
      LECTIO_W9.taxClassification,
      '12-3456789',
      'First Parish Bank',
      '091000019',
      COPY.finalCharges,
    ]) {
      expect(text, phrase).toContain(phrase);
    }
    expect(text).not.toContain('Development copy');
    expect(pagesAsPng(bytes, 'quote')).toBeGreaterThanOrEqual(1);
  });

  it('leaves "Tax exempt" out for an account that is not, and marks development values', async () => {
    const development = remittanceOf({ NODE_ENV: 'development' })!;
    const text = pdfText(
      inspectPdf(
        await renderQuotePdf(quote({ taxExempt: false, remittance: development }), {
          compress: false,
        }),
      ),
    );
    expect(text).not.toContain(COPY.taxExempt);
    expect(text).toContain(COPY.developmentNote);
    expect(text).toContain('00-0000000');
  });
});

describe('the invoice PDF', () => {
  it('prints Net-30 terms, the PO number, the lines, the credit, the amount due and how to pay', async () => {
    const bytes = await renderInvoicePdf(invoice(), { compress: false });
    const pdf = inspectPdf(bytes);
    const text = pdfText(pdf);
    for (const phrase of [
      'INV-2027-0012',
      COPY.due.toUpperCase(),
      '9 April 2027',
      'PO number PO-88231',
      'Spirit of Truth Workbooks, Course I',
      '$6.99',
      '$174.75',
      COPY.credit,
      '-$50.00',
      COPY.amountDue,
      '$1,324.75',
      COPY.taxExempt,
      COPY.terms,
      COPY.payByCard,
      'https://lectio.app/teacher/billing',
      COPY.payByAch,
      '4400123456',
      COPY.payByCheck,
    ]) {
      expect(text, phrase).toContain(phrase);
    }
    expect(pagesAsPng(bytes, 'invoice')).toBeGreaterThanOrEqual(1);
  });

  it('a paid invoice says so and asks for nothing', async () => {
    const text = pdfText(
      inspectPdf(
        await renderInvoicePdf(
          invoice({ paidAt: '2027-03-20T10:00:00.000Z', amountPaidCents: 132_475 }),
          { compress: false },
        ),
      ),
    );
    expect(text).toContain('PAID');
    expect(text).toContain('20 March 2027');
    expect(text).not.toContain(COPY.amountDue);
    expect(text).not.toContain(COPY.payByAch);
  });

  it('breaks onto more pages for a long invoice, every page US Letter', async () => {
    const lines = Array.from({ length: 40 }, (_, index) => ({
      description: `True-up, term ${index + 1}`,
      quantity: 3,
      unitCents: 1000,
      amountCents: 3000,
    }));
    const bytes = await renderInvoicePdf(invoice({ lines, creditCents: 0, totalCents: 120_000 }), {
      compress: false,
    });
    const pdf = inspectPdf(bytes);
    expect(pdf.pageCount).toBeGreaterThan(1);
    expect(pdf.pageSizes.every(([w, h]) => w === 612 && h === 792)).toBe(true);
    expect(pdfText(pdf)).toContain('True-up, term 40');
    expect(pagesAsPng(bytes, 'long-invoice')).toBe(pdf.pageCount);
  });
});
