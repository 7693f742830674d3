import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { orderReceiptApiPath } from '../../../common/routes';
import { orderLinkKey, signedOrderPath, signOrderLink, type OrderLinkSubject } from './order-link';
import { orderLinkState, type OrderLinkOrder, type OrderLinkState } from './order-link-lifetime';

export interface OrderLinks {
  /** The signed status page path for an order (its number and current link version). */
  path(order: OrderLinkSubject): Promise<string>;
  /** The same as an absolute link for emails (PUBLIC_BASE_URL). */
  url(order: OrderLinkSubject): Promise<string>;
  /** Absolute link to the order's receipt PDF, signed like its status link (issue 12). */
  receiptUrl(order: OrderLinkSubject): Promise<string>;
  /** Whether a link's signature opens the order now: valid, ended (revoked or expired), wrong. */
  check(order: OrderLinkOrder, signature: unknown, now?: Date): Promise<OrderLinkState>;
}

/**
 * Signs and checks status links. The key is read once and then kept: it never changes, and
 * every instance reads the same one (ORDER_LINK_SECRET or app_meta).
 */
export function createOrderLinks(
  db: Kysely<Database>,
  { publicBaseUrl, secret }: { publicBaseUrl: string; secret: string },
): OrderLinks {
  let key: Promise<string> | undefined;
  const getKey = () => {
    key ??= orderLinkKey(db, secret).catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
  const path = async (order: OrderLinkSubject) => signedOrderPath(await getKey(), order);
  return {
    path,
    url: async (order) => new URL(await path(order), publicBaseUrl).toString(),
    receiptUrl: async (order) =>
      new URL(
        orderReceiptApiPath(order.number, signOrderLink(await getKey(), order)),
        publicBaseUrl,
      ).toString(),
    check: async (order, signature, now) => orderLinkState(await getKey(), order, signature, now),
  };
}
