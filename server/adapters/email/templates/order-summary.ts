import { BOOK_TYPE_LABELS, type OrderView } from '../../../../common/store/order-views';
import type { Paragraph } from './layout';

/**
 * What was ordered and where it goes, above the receipt in the confirmation: the money is
 * the receipt's (common/store/receipt.ts), so it is listed once, line by line, not twice.
 */
export function orderSummaryParagraphs(order: OrderView): Paragraph[] {
  return [
    ['Order number: ', { strong: order.number }],
    ['Book: ', { strong: order.bookName }, ` (${BOOK_TYPE_LABELS[order.bookType]})`],
    [`Copies: ${order.copies}`],
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
