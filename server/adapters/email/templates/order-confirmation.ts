import type { OrderView } from '../../../../common/store/order-views';
import { renderEmail, type RenderedEmail } from './layout';
import { orderSummaryParagraphs } from './order-summary';
import { receiptDate, receiptOf, receiptTextLines } from '../../../../common/store/receipt';

export interface OrderConfirmationInput {
  order: OrderView;
  /** Absolute signed link to the order status page (built from PUBLIC_BASE_URL). */
  statusLink: string;
  /** Absolute link to the receipt PDF (issue 12, point 11), behind the same signature. */
  receiptLink?: string;
}

/** Sent once when an order is paid. */
export function orderConfirmationTemplate({
  order,
  statusLink,
  receiptLink,
}: OrderConfirmationInput): RenderedEmail {
  const receipt = receiptOf(order);
  return renderEmail({
    template: 'order-confirmation',
    subject: `Your Lectio order ${order.number} is confirmed`,
    preheader: `Thank you: we are preparing ${order.bookName} for printing.`,
    heading: 'Thank you for your order',
    greetingName: order.address.firstName,
    before: [
      [
        'Your payment was received and your book is on its way to our print shop. Here is what you ordered:',
      ],
      ...orderSummaryParagraphs(order),
      // The receipt's own lines (issue 12, point 11), as the PDF prints them.
      { heading: `Receipt (paid ${receiptDate(receipt.paidAt)})` },
      ...receiptTextLines(receipt).map((line) => [line]),
      ...(receiptLink ? [['Download your receipt (PDF): ', { href: receiptLink }]] : []),
    ],
    button: { label: 'See my order', href: statusLink },
    after: [
      [
        'This page shows where your order is, and its tracking number once it ships. Keep this email: the link is personal to your order.',
      ],
    ],
    reason: 'You received this email because this address was used to order a book from Lectio.',
  });
}
