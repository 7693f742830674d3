import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { orderStatusPath } from '../../../common/routes';
import type { Database } from '../../db/schema';

/** Where the shared signing key lives when ORDER_LINK_SECRET is not set. */
const APP_META_KEY = 'order_link_key';

/**
 * The key that signs order status links: ORDER_LINK_SECRET when set, otherwise a random key
 * created once and kept in app_meta, so every instance (and every restart) signs alike and a
 * link in an old email keeps working. The insert ignores a conflict: two instances starting at
 * once both read back the one key that won.
 */
export async function orderLinkKey(db: Kysely<Database>, secret: string): Promise<string> {
  if (secret) return secret;
  const existing = await readKey(db);
  if (existing) return existing;
  await db
    .insertInto('app_meta')
    .values({
      key: APP_META_KEY,
      value: randomBytes(32).toString('base64url'),
      updated_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const created = await readKey(db);
  if (!created) throw new Error('The order link key could not be stored');
  return created;
}

async function readKey(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', APP_META_KEY)
    .executeTakeFirst();
  return row?.value;
}

/** What a status link is signed for: the order's number and its link version. */
export interface OrderLinkSubject {
  number: string;
  /** orders.link_version: staff revoke every earlier link by adding one. */
  link_version: number;
}

/**
 * HMAC-SHA256 of the order number and link version, base64url: the `s` of the status link.
 * Version 0 signs the number alone, as links did before versions existed, so the links in
 * emails already sent keep working until staff revoke them.
 */
export function signOrderLink(key: string, { number, link_version }: OrderLinkSubject): string {
  const subject = link_version === 0 ? `order:${number}` : `order:${number}:v${link_version}`;
  return createHmac('sha256', key).update(subject).digest('base64url');
}

/** Constant-time check of a link's signature (any other length or type is simply wrong). */
export function isValidOrderSignature(
  key: string,
  subject: OrderLinkSubject,
  given: unknown,
): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(signOrderLink(key, subject));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The site path of the status page with its signature, e.g. `/store/orders/LB-100042?s=…`. */
export function signedOrderPath(key: string, subject: OrderLinkSubject): string {
  return `${orderStatusPath(subject.number)}?s=${signOrderLink(key, subject)}`;
}
