import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isValidOrderSignature, orderLinkKey, signedOrderPath } from './order-link';

export interface OrderLinks {
  /** The signed status page path for an order number. */
  path(orderNumber: string): Promise<string>;
  /** The same as an absolute link for emails (PUBLIC_BASE_URL). */
  url(orderNumber: string): Promise<string>;
  verify(orderNumber: string, signature: unknown): Promise<boolean>;
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
  const path = async (orderNumber: string) => signedOrderPath(await getKey(), orderNumber);
  return {
    path,
    url: async (orderNumber) => new URL(await path(orderNumber), publicBaseUrl).toString(),
    verify: async (orderNumber, signature) =>
      isValidOrderSignature(await getKey(), orderNumber, signature),
  };
}
