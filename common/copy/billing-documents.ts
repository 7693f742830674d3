import { BILLING_RULES } from '../billing/plans';
import { PARENT_COMPANY, PRODUCT_NAME } from '../constants';

/**
 * What Lectio's billing documents say (issue 16, point 5): the quote and the Net-30 invoice
 * PDFs, and the answers of their routes. The figures that differ between a development machine
 * and production (the TIN and the bank's remittance details) come from the server's config
 * (`BILLING_*` in server/config.ts); everything else a school's business office reads is here.
 */

/** Charges are final (SPEC §9, the Terms' own wording), shown before anyone pays. */
export const CHARGES_ARE_FINAL = 'Charges are final and non-refundable.';

/** Lectio's W-9 details apart from the TIN (config `BILLING_TIN`). */
export const LECTIO_W9 = {
  legalName: PARENT_COMPANY.name,
  doingBusinessAs: PRODUCT_NAME,
  address: ['1200 Cathedral Avenue, Suite 300', 'Saint Paul, MN 55105', 'United States'],
  taxClassification: 'C corporation',
  billingEmail: 'billing@lectio.app',
} as const;

export const BILLING_DOCUMENT_COPY = {
  quoteTitle: 'Quote',
  invoiceTitle: 'Invoice',
  number: { quote: 'Quote number', invoice: 'Invoice number' },
  issued: 'Date issued',
  validUntil: 'Valid until',
  due: 'Due date',
  billedTo: 'Billed to',
  poNumber: (po: string) => `PO number ${po}`,
  columns: { description: 'Description', quantity: 'Qty', unit: 'Unit price', amount: 'Amount' },
  subtotal: 'Subtotal',
  credit: 'Credit applied',
  total: 'Total',
  amountDue: 'Amount due',
  paid: 'Paid',
  taxExempt: 'Tax exempt: no sales tax is charged to this account.',
  terms: `Net ${BILLING_RULES.invoiceDueDays}: payment is due within ${BILLING_RULES.invoiceDueDays} days of the date issued.`,
  quoteValidity: `This quote is valid for ${BILLING_RULES.quoteValidDays} days. The prices are for the seats shown; the bill follows the roster.`,
  howToPay: 'How to pay',
  quotePayment: `The invoice that follows is due Net ${BILLING_RULES.invoiceDueDays}. Pay it by card at the link it gives, by ACH or bank transfer to the account below (quoting the invoice number), or by check.`,
  payByCard: 'By card: pay online at',
  payByAch: 'By ACH or bank transfer, quoting the invoice number:',
  payByCheck: 'By check, payable to',
  checkMemo: 'with the invoice number on the memo line, mailed to',
  bank: {
    name: 'Bank',
    routing: 'Routing number (ACH)',
    account: 'Account number',
    swift: 'SWIFT',
  },
  accountName: 'Account name',
  howToAccept: 'How to accept this quote',
  acceptSteps: [
    `Sign in to ${PRODUCT_NAME}, open Billing, and enter your purchase order (PO) number against this quote; the plan starts on acceptance, not on payment.`,
    'Or send the PO, quoting the quote number, to billing@lectio.app; we will enter it for you.',
    `An invoice with Net-${BILLING_RULES.invoiceDueDays} terms follows, with your PO number printed on it.`,
  ],
  w9Title: 'Our W-9 details',
  w9: {
    legalName: 'Legal name',
    dba: 'Doing business as',
    address: 'Address',
    classification: 'Federal tax classification',
    tin: 'Taxpayer identification number (EIN)',
  },
  w9Note: 'A signed Form W-9 is available on request from billing@lectio.app.',
  finalCharges: CHARGES_ARE_FINAL,
  developmentNote:
    'Development copy: the TIN and bank details above are placeholders, not for payment.',
  developmentStamp: 'Development copy',
  footer: `${PRODUCT_NAME} · ${PARENT_COMPANY.name} · Prices in US dollars`,
  /** Line descriptions of a quote. */
  standardLine: (period: 'month' | 'year') =>
    `${PRODUCT_NAME} Standard, ${period === 'year' ? 'annual (12 months)' : 'monthly'}, per student`,
} as const;

/** What the quote and invoice PDF routes answer. */
export const BILLING_DOCUMENT_MESSAGES = {
  quoteNotFound: 'No such quote on your billing account',
  invoiceNotFound: 'No such invoice on your billing account',
  seats: 'Enter a number of students between 1 and 100,000',
  /** Production without Lectio's TIN and remittance details configured (BILLING_*). */
  unavailable:
    'Quotes and invoices cannot be printed just now. Please write to billing@lectio.app and we will send yours.',
  notManager:
    'Only the teacher or school administrator who owns this billing account can request a quote.',
  /** Accepting a quote with a PO (POST /api/billing/quotes/:id/accept). */
  notManagerAccept:
    'Only the teacher or school administrator who owns this billing account can accept a quote.',
  quoteExpired:
    'This quote has expired. Request a new quote: it is priced for your students today.',
  quoteAccepted: 'This quote has already been accepted.',
  poNumber: 'Enter your purchase order number (up to 60 characters)',
  certificate: 'Enter the tax-exemption certificate number (up to 80 characters)',
  alreadyStandard:
    'This account already has Standard. Write to billing@lectio.app to pay it by purchase order.',
} as const;

/** Money on the documents: always two decimals, with thousands separators ($1,250.00). */
export const documentMoney = (cents: number) =>
  `$${(Math.trunc(cents) / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;

/** A document's date as business offices read it: 1 August 2027 (UTC). */
export const billingDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

/** The stored file names a browser saves a document under. */
export const billingDocumentFileName = (number: string) => `Lectio-${number}.pdf`;
