import { REFUND_EMAIL } from '../../../../common/copy/staff-desk';
import type { OrderView } from '../../../../common/store/order-views';
import { formatUsd } from '../../../../common/store/pricing';
import { renderEmail, type RenderedEmail } from './layout';

export interface OrderRefundedInput {
  order: OrderView;
  kind: 'whole' | 'shipping';
  amountCents: number;
  /** Absolute signed link to the order status page. */
  statusLink: string;
}

/** Sent once per refund staff make from the order desk (issue 12, point 12). */
export function orderRefundedTemplate({
  order,
  kind,
  amountCents,
  statusLink,
}: OrderRefundedInput): RenderedEmail {
  const amount = formatUsd(amountCents);
  return renderEmail({
    template: 'order-refunded',
    subject: REFUND_EMAIL.subject(order.number),
    preheader: kind === 'whole' ? REFUND_EMAIL.whole(amount) : REFUND_EMAIL.shipping(amount),
    heading: REFUND_EMAIL.heading,
    greetingName: order.address.firstName,
    before: [
      [kind === 'whole' ? REFUND_EMAIL.whole(amount) : REFUND_EMAIL.shipping(amount)],
      ['Order number: ', { strong: order.number }],
      ['Book: ', { strong: order.bookName }],
      [REFUND_EMAIL.timing],
    ],
    button: { label: 'See my order', href: statusLink },
    after: [['If you have a question about this refund, reply to this email.']],
    reason: 'You received this email because this address was used to order a book from Lectio.',
  });
}
