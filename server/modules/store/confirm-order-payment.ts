import type { FastifyInstance } from 'fastify';
import { captureOrderHold } from '../credits/ledger';
import { handleOrderPaid } from '../fulfilment/handle-order-paid';
import { logOf } from '../../plugins/request-context';

/** Thrown inside the payment transaction to roll it back. */
class UnbackedDiscount extends Error {}

export interface ConfirmOrderPaymentResult {
  status: 'paid' | 'awaiting_payment' | 'unknown';
  orderId?: string;
  orderNumber?: string;
}

/**
 * Marks the order behind a payment intent paid, once. Called by print_order_success and by the
 * provider's webhook (Stripe's, or the local provider's confirm), in any order, twice or at the
 * same time. Trusts nothing but the intent id: the intent is re-read from the provider and its
 * status, amount and currency must match the order. Only the caller whose conditional update
 * made the transition redeems credits and starts fulfilment, so there is one paid order, one
 * redemption and one email. An order priced with credits is paid only together with the
 * redemption of the credits held for it: never with a discount that no credits back.
 */
export async function confirmOrderPayment(
  app: FastifyInstance,
  intentId: string,
): Promise<ConfirmOrderPaymentResult> {
  const order = await app.db
    .selectFrom('orders')
    .select([
      'id',
      'number',
      'status',
      'total_cents',
      'currency',
      'credits_redeemed',
      'buyer_user_id',
    ])
    .where('payment_intent_id', '=', intentId)
    .executeTakeFirst();
  if (!order) return { status: 'unknown' };
  const known = { orderId: order.id, orderNumber: order.number };
  if (order.status !== 'awaiting_payment') {
    return { status: order.status === 'cancelled' ? 'awaiting_payment' : 'paid', ...known };
  }

  const intent = await app.payments.retrieveIntent(intentId);
  const settled =
    intent !== null &&
    intent.status === 'succeeded' &&
    intent.amountCents === order.total_cents &&
    intent.currency.toLowerCase() === order.currency;
  if (!settled) {
    if (intent?.status === 'succeeded') {
      logOf(app).error(
        { intentId, orderId: order.id },
        'Payment succeeded with an amount or currency that does not match the order',
      );
    }
    return { status: 'awaiting_payment', ...known };
  }

  const now = new Date().toISOString();
  const outcome = await app.db
    .transaction()
    .execute(async (trx) => {
      const updated = await trx
        .updateTable('orders')
        .set({ status: 'paid', paid_at: now, updated_at: now })
        .where('id', '=', order.id)
        .where('status', '=', 'awaiting_payment')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return 'already paid' as const;
      if (order.credits_redeemed > 0) {
        // The discount is only real if the credits held for this order become its redemption.
        const backed =
          order.buyer_user_id !== null &&
          (await captureOrderHold(trx, app.dbKind, {
            teacherId: order.buyer_user_id,
            orderId: order.id,
            credits: order.credits_redeemed,
          }));
        if (!backed) throw new UnbackedDiscount();
      }
      await trx
        .updateTable('payments')
        .set({ status: 'succeeded', succeeded_at: now, updated_at: now })
        .where('intent_id', '=', intentId)
        .execute();
      return 'transitioned' as const;
    })
    .catch((error: unknown) => {
      if (!(error instanceof UnbackedDiscount)) throw error;
      logOf(app).error(
        { intentId, orderId: order.id, credits: order.credits_redeemed },
        'Payment succeeded for an order whose credit discount no held credits back; not marked paid',
      );
      return 'unbacked' as const;
    });
  if (outcome === 'unbacked') return { status: 'awaiting_payment', ...known };
  const transitioned = outcome === 'transitioned';
  if (transitioned) await handleOrderPaid(app, order.id);
  return { status: 'paid', ...known };
}
