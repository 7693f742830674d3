import { ORDER_LINK_DAYS_AFTER_SHIPPING } from '../../../common/store/order-views';
import type { OrdersTable } from '../../db/schema';
import { DAY_MS } from '../../lib/tokens';
import { isValidOrderSignature, type OrderLinkSubject } from './order-link';

/** An order as the link check needs it. */
export type OrderLinkOrder = OrderLinkSubject & Pick<OrdersTable, 'shipped_at' | 'cancelled_at'>;

/**
 * What a status link is worth: 'valid'; 'ended' when it was genuine but staff revoked it (an
 * earlier version) or its time after shipping is over; 'wrong' for anything else, which looks
 * exactly like an order that does not exist.
 */
export type OrderLinkState = 'valid' | 'ended' | 'wrong';

/** When the order's links stop working, or null while it has not shipped or been cancelled. */
export function orderLinkEndsAt(order: OrderLinkOrder): Date | null {
  const settled = order.shipped_at ?? order.cancelled_at;
  return settled ? new Date(Date.parse(settled) + ORDER_LINK_DAYS_AFTER_SHIPPING * DAY_MS) : null;
}

export function orderLinkState(
  key: string,
  order: OrderLinkOrder,
  signature: unknown,
  now = new Date(),
): OrderLinkState {
  if (isValidOrderSignature(key, order, signature)) {
    const endsAt = orderLinkEndsAt(order);
    return endsAt && endsAt.getTime() <= now.getTime() ? 'ended' : 'valid';
  }
  for (let version = 0; version < order.link_version; version++) {
    if (isValidOrderSignature(key, { number: order.number, link_version: version }, signature)) {
      return 'ended';
    }
  }
  return 'wrong';
}
