import { renderEmail, type RenderedEmail } from './layout';

export interface OrderLookupInput {
  orderNumber: string;
  bookName: string;
  /** Absolute signed link to the order status page. */
  statusLink: string;
}

/**
 * Sent when someone looks an order up by email and number (issue 12, point 11). It goes only
 * to the order's own address, so whoever typed the pair sees the order only if they read that
 * inbox. No name: the request may come from anyone.
 */
export function orderLookupTemplate({
  orderNumber,
  bookName,
  statusLink,
}: OrderLookupInput): RenderedEmail {
  return renderEmail({
    template: 'order-lookup',
    subject: `The link to your Lectio order ${orderNumber}`,
    preheader: `Where ${bookName} is now, and its receipt.`,
    heading: 'Your order, one click away',
    before: [
      ['You asked for the link to order ', { strong: orderNumber }, ` (${bookName}).`],
      ['Its page shows where the order is, its tracking number once it ships, and its receipt.'],
    ],
    button: { label: 'See my order', href: statusLink },
    after: [['If you did not ask for this, you can ignore this email: nothing has changed.']],
    reason:
      'You received this email because someone looked up an order placed with this address on Lectio.',
  });
}
