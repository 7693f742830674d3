import type { FastifyInstance } from 'fastify';
import { ordersWithExpiredHolds, releaseOrderHold } from '../credits/ledger';
import { confirmOrderPayment } from './confirm-order-payment';

/** How often each instance looks for carts whose held credits have run out. */
export const CART_EXPIRY_INTERVAL_MS = 60_000;

export interface ExpiredCartsReport {
  /** Carts cancelled and their credits given back. */
  released: number;
  /** Carts paid just before they expired: their hold became the redemption instead. */
  paid: number;
  /** Carts whose payment is still settling (e.g. 'processing'): looked at again next time. */
  pending: number;
}

/**
 * Gives back the credits of unpaid carts whose hold has run out. The cart's payment intent is
 * cancelled first, so it can never be paid at the discount once the credits are free again; a
 * payment that got there first is confirmed instead, turning the hold into the redemption.
 * Safe on several instances at once: cancelling, confirming and releasing are each once-only.
 */
export async function expireCreditCarts(
  app: FastifyInstance,
  { now = new Date() }: { now?: Date } = {},
): Promise<ExpiredCartsReport> {
  const report: ExpiredCartsReport = { released: 0, paid: 0, pending: 0 };
  for (const orderId of await ordersWithExpiredHolds(app.db, now)) {
    const order = await app.db
      .selectFrom('orders')
      .select(['status', 'payment_intent_id'])
      .where('id', '=', orderId)
      .executeTakeFirst();
    if (order?.status === 'awaiting_payment' && order.payment_intent_id) {
      const intent = await app.payments.cancelIntent(order.payment_intent_id);
      if (intent?.status === 'succeeded') {
        const result = await confirmOrderPayment(app, intent.id);
        if (result.status === 'paid') report.paid++;
        continue;
      }
      if (intent && intent.status !== 'canceled') {
        report.pending++;
        continue;
      }
    }
    const stamp = now.toISOString();
    await app.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('orders')
        .set({ status: 'cancelled', cancelled_at: stamp, updated_at: stamp })
        .where('id', '=', orderId)
        .where('status', '=', 'awaiting_payment')
        .execute();
      await releaseOrderHold(trx, app.dbKind, { orderId, now });
    });
    report.released++;
  }
  return report;
}
