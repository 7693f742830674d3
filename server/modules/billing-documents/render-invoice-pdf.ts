import { BILLING_DOCUMENT_COPY as COPY, LECTIO_W9 } from '../../../common/copy/billing-documents';
import type { Remittance } from './remittance';
import {
  printedDate,
  renderBillingDocument,
  type BilledTo,
  type DocumentLine,
  type DocumentOptions,
} from './render-billing-document';

/**
 * An invoice as a PDF (issue 16, point 5): its number, the dates and the due date with Net-30
 * terms, who is billed with the PO number, the lines, the credit and the amount due, "Tax
 * exempt" when the account is, and how to pay: by card at the pay link, by ACH or bank
 * transfer to the remittance details, or by check.
 */
export interface InvoicePdfInput {
  number: string;
  issuedAt: string;
  dueAt: string | null;
  paidAt: string | null;
  billedTo: BilledTo;
  lines: readonly DocumentLine[];
  creditCents: number;
  totalCents: number;
  amountPaidCents: number;
  taxExempt: boolean;
  /** Where the account pays by card: the billing page. */
  payUrl: string;
  remittance: Remittance;
}

export function renderInvoicePdf(input: InvoicePdfInput, options: DocumentOptions = {}) {
  const paid = input.paidAt !== null;
  const due = Math.max(0, input.totalCents - input.amountPaidCents);
  return renderBillingDocument(
    {
      kind: 'invoice',
      number: input.number,
      issuedAt: input.issuedAt,
      facts: [
        [COPY.number.invoice, input.number],
        [COPY.issued, printedDate(input.issuedAt)],
        paid && input.paidAt
          ? [COPY.paid, printedDate(input.paidAt)]
          : [COPY.due, input.dueAt ? printedDate(input.dueAt) : printedDate(input.issuedAt)],
      ],
      billedTo: input.billedTo,
      lines: input.lines,
      creditCents: input.creditCents,
      totalCents: paid ? input.totalCents : due,
      totalLabel: paid ? COPY.total : COPY.amountDue,
      taxExempt: input.taxExempt,
      stamp: paid ? COPY.paid : input.remittance.development ? COPY.developmentStamp : null,
      remittance: input.remittance,
      sections: (pen) => {
        if (input.dueAt && !paid) pen.paragraph(COPY.terms);
        if (paid) return;
        pen.heading(COPY.howToPay);
        pen.paragraph(`${COPY.payByCard}`);
        pen.paragraph(input.payUrl, { link: input.payUrl });
        pen.gap(4);
        pen.paragraph(COPY.payByAch);
        pen.pairs([
          [COPY.accountName, LECTIO_W9.legalName],
          [COPY.bank.name, input.remittance.bankName],
          [COPY.bank.routing, input.remittance.routing],
          [COPY.bank.account, input.remittance.account],
        ]);
        pen.paragraph(`${COPY.payByCheck} ${LECTIO_W9.legalName}, ${COPY.checkMemo}:`);
        pen.pairs([['', LECTIO_W9.address.join(', ')]]);
        pen.gap(4);
        pen.paragraph(COPY.finalCharges, { muted: true });
      },
    },
    options,
  );
}
