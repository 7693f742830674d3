import { BOOK_TYPE_LABELS, type OrderView } from '../../../../common/store/order-views';
import { formatUsd } from '../../../../common/store/pricing';
import type { Paragraph } from './layout';

/** The order lines shared by the order emails: what was bought, what it cost, where it goes. */
export function orderSummaryParagraphs(order: OrderView): Paragraph[] {
  const items = order.items.map(({ studentName, quantity }) =>
    studentName ? `${studentName} × ${quantity}` : `The whole class's book × ${quantity}`,
  );
  return [
    ['Order number: ', { strong: order.number }],
    ['Book: ', { strong: order.bookName }, ` (${BOOK_TYPE_LABELS[order.bookType]})`],
    [`Items: ${items.join(', ')}`],
    [`Copies: ${order.copies}`],
    [`Books: ${formatUsd(order.booksCents)}`],
    ...(order.creditDiscountCents > 0
      ? [
          [
            `Teacher credits: ${order.creditsRedeemed} credits, −${formatUsd(order.creditDiscountCents)}`,
          ],
        ]
      : []),
    [`Shipping: ${order.shipping.name}, ${formatUsd(order.shipping.cents)}`],
    ['Total: ', { strong: formatUsd(order.totalCents) }],
    [`Ships to: ${shippingAddressLine(order)}`],
  ];
}

export function shippingAddressLine({ address }: OrderView): string {
  return [
    `${address.firstName} ${address.lastName}`,
    address.address1,
    address.address2,
    address.city,
    address.state,
    address.zip,
    address.country,
  ]
    .filter((part): part is string => Boolean(part && part.trim()))
    .join(', ');
}
