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
 * A quote as a PDF (issue 16, point 5): its number, the date and "Valid until" (30 days), who it
 * is for, the seats and prices, the total, "Tax exempt" when the account is, Lectio's W-9
 * details, how to accept it (the PO number entered in Lectio or sent to billing) and how the
 * invoice that follows can be paid.
 */
export interface QuotePdfInput {
  number: string;
  issuedAt: string;
  validUntil: string;
  billedTo: BilledTo;
  lines: readonly DocumentLine[];
  totalCents: number;
  taxExempt: boolean;
  /** Where the PO number is entered: the billing page. */
  acceptUrl: string;
  remittance: Remittance;
}

export function renderQuotePdf(input: QuotePdfInput, options: DocumentOptions = {}) {
  return renderBillingDocument(
    {
      kind: 'quote',
      number: input.number,
      issuedAt: input.issuedAt,
      facts: [
        [COPY.number.quote, input.number],
        [COPY.issued, printedDate(input.issuedAt)],
        [COPY.validUntil, printedDate(input.validUntil)],
      ],
      billedTo: input.billedTo,
      lines: input.lines,
      creditCents: 0,
      totalCents: input.totalCents,
      totalLabel: COPY.total,
      taxExempt: input.taxExempt,
      stamp: input.remittance.development ? COPY.developmentStamp : null,
      remittance: input.remittance,
      sections: (pen) => {
        pen.paragraph(COPY.quoteValidity);
        pen.heading(COPY.howToAccept);
        pen.list(COPY.acceptSteps);
        pen.paragraph(input.acceptUrl, { link: input.acceptUrl });
        pen.heading(COPY.howToPay);
        pen.paragraph(COPY.quotePayment);
        pen.pairs([
          [COPY.accountName, LECTIO_W9.legalName],
          [COPY.bank.name, input.remittance.bankName],
          [COPY.bank.routing, input.remittance.routing],
          [COPY.bank.account, input.remittance.account],
        ]);
        pen.paragraph(
          `${COPY.payByCheck} ${LECTIO_W9.legalName}, ${COPY.checkMemo} ${LECTIO_W9.address.join(', ')}.`,
        );
        pen.heading(COPY.w9Title);
        pen.pairs([
          [COPY.w9.legalName, LECTIO_W9.legalName],
          [COPY.w9.dba, LECTIO_W9.doingBusinessAs],
          [COPY.w9.address, LECTIO_W9.address.join(', ')],
          [COPY.w9.classification, LECTIO_W9.taxClassification],
          [COPY.w9.tin, input.remittance.tin],
        ]);
        pen.paragraph(COPY.w9Note, { muted: true });
        pen.paragraph(COPY.finalCharges, { muted: true });
      },
    },
    options,
  );
}
