import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { orderLookupSchema } from '../../../common/schemas/orders';
import { ORDER_LOOKUP_MESSAGES } from '../../../common/store/messages';
import { orderLookupTemplate } from '../../adapters/email/templates/order-lookup';
import { AppError } from '../../errors';
import { loadOrderDetails } from './load-order';

/**
 * Lookups per requesting address: enough for a family trying a mistyped number a few times,
 * too few to try email after email against a known order number (each match only emails the
 * order's own address anyway).
 */
export const ORDER_LOOKUP_LIMIT = { max: 10, windowMs: 60 * 60_000 } as const;

/**
 * Emails the signed status link of the placed order with this number and email, if there is
 * one. Says nothing about whether there was: the caller answers the same either way.
 */
export async function lookUpOrder(
  app: FastifyInstance,
  { email, number }: z.output<typeof orderLookupSchema>,
  ip: string,
  now = Date.now(),
): Promise<void> {
  const count = await app.rateLimitStore.hit(
    `order-lookup:ip:${ip}`,
    ORDER_LOOKUP_LIMIT.windowMs,
    now,
  );
  if (count > ORDER_LOOKUP_LIMIT.max) {
    throw new AppError('TOO_MANY_REQUESTS', { email: ORDER_LOOKUP_MESSAGES.tooMany });
  }
  const match = await app.db
    .selectFrom('orders')
    .select('id')
    .where('number', '=', number)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    // An order not yet paid is a cart, not an order: there is nothing to show.
    .where('status', '!=', 'awaiting_payment')
    .executeTakeFirst();
  if (!match) return;
  const details = await loadOrderDetails(app.db, { id: match.id });
  if (!details) return;
  const message = orderLookupTemplate({
    orderNumber: details.order.number,
    bookName: details.book.name,
    statusLink: await app.orderLinks.url(details.order),
  });
  await app.email.send({ to: details.order.email, ...message });
}
