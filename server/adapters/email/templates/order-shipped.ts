import type { OrderView } from '../../../../common/store/order-views';
import { renderEmail, type RenderedEmail } from './layout';
import { shippingAddressLine } from './order-summary';

export interface OrderShippedInput {
  order: OrderView;
  trackingNumber: string;
  /** Absolute signed link to the order status page (built from PUBLIC_BASE_URL). */
  statusLink: string;
}

/** Sent once when staff mark an order shipped. */
export function orderShippedTemplate({
  order,
  trackingNumber,
  statusLink,
}: OrderShippedInput): RenderedEmail {
  return renderEmail({
    template: 'order-shipped',
    subject: `Your order has shipped (${order.number})`,
    preheader: `${order.bookName} is on its way. Tracking number ${trackingNumber}.`,
    heading: 'Your order has shipped',
    greetingName: order.address.firstName,
    before: [
      ['Good news: ', { strong: order.bookName }, ' has left our print shop.'],
      ['Order number: ', { strong: order.number }],
      [`Shipping: ${order.shipping.name}`],
      ['Tracking number: ', { strong: trackingNumber }],
      [`Ships to: ${shippingAddressLine(order)}`],
    ],
    button: { label: 'Track my order', href: statusLink },
    after: [['We hope your family enjoys reading it together.']],
    reason: 'You received this email because this address was used to order a book from Lectio.',
  });
}
