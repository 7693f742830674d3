import { BOOK_TYPE_LABELS, type OrderView } from './order-views';
import { formatUsd } from './pricing';

/**
 * The receipt of a paid order (issue 12, point 11): one source for the receipt PDF, the
 * confirmation email and any page that lists it, so all three show the same lines. Money is
 * integer US cents; the server's order row is the only source of the figures.
 */

export interface ReceiptLine {
  /** 'Premium Book', 'Standard Book', 'Journal'. */
  description: string;
  /** The child the copies are for; null for the whole class's book. */
  childName: string | null;
  quantity: number;
  unitCents: number;
  amountCents: number;
}

export interface Receipt {
  number: string;
  bookName: string;
  /** When the payment went through (ISO); the order's date when that is not recorded. */
  paidAt: string;
  lines: ReceiptLine[];
  subtotalCents: number;
  /** Teacher credits used, and what they took off; null when none were used. */
  credits: { credits: number; cents: number } | null;
  shipping: { name: string; cents: number };
  /** Lectio charges no sales tax today; a non-zero figure would be shown as its own line. */
  taxCents: number;
  totalCents: number;
}

export function receiptOf(order: OrderView): Receipt {
  const unitCents = order.copies > 0 ? Math.round(order.booksCents / order.copies) : 0;
  const description = BOOK_TYPE_LABELS[order.bookType];
  const lines = order.items
    .filter((item) => item.quantity > 0)
    .map(({ studentName, quantity }) => ({
      description,
      childName: studentName,
      quantity,
      unitCents,
      amountCents: unitCents * quantity,
    }));
  return {
    number: order.number,
    bookName: order.bookName,
    paidAt: order.paidAt ?? order.createdAt,
    lines,
    subtotalCents: order.booksCents,
    credits:
      order.creditDiscountCents > 0
        ? { credits: order.creditsRedeemed, cents: order.creditDiscountCents }
        : null,
    shipping: { name: order.shipping.name, cents: order.shipping.cents },
    taxCents: Math.max(
      0,
      order.totalCents - (order.booksCents - order.creditDiscountCents + order.shipping.cents),
    ),
    totalCents: order.totalCents,
  };
}

/** 'Premium Book for Anna B.' or 'Standard Book, the whole class'. */
export const lineTitle = (line: ReceiptLine) =>
  line.childName
    ? `${line.description} for ${line.childName}`
    : `${line.description}, the whole class`;

/** The receipt as text lines, in the order the PDF draws them (the email's plain version). */
export function receiptTextLines(receipt: Receipt): string[] {
  return [
    ...receipt.lines.map(
      (line) =>
        `${lineTitle(line)}: ${line.quantity} × ${formatUsd(line.unitCents)} = ${formatUsd(line.amountCents)}`,
    ),
    `Subtotal: ${formatUsd(receipt.subtotalCents)}`,
    ...(receipt.credits
      ? [
          `Teacher credits (${receipt.credits.credits} credits): −${formatUsd(receipt.credits.cents)}`,
        ]
      : []),
    `Shipping (${receipt.shipping.name}): ${formatUsd(receipt.shipping.cents)}`,
    ...(receipt.taxCents > 0 ? [`Tax: ${formatUsd(receipt.taxCents)}`] : []),
    `Total paid: ${formatUsd(receipt.totalCents)}`,
  ];
}

/** 'November 23, 2026', the same on every server (UTC), as a receipt must not change. */
export const receiptDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

/** The name the receipt downloads under. */
export const receiptFileName = (orderNumber: string) => `Lectio-receipt-${orderNumber}.pdf`;
