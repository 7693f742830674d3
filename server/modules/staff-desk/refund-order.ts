import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { DESK_MESSAGES, REFUND_MESSAGES } from '../../../common/copy/staff-desk';
import type { RefundKind } from '../../../common/schemas/staff-desk';
import { orderRefundedTemplate } from '../../adapters/email/templates/order-refunded';
import type { OrderRefundsTable } from '../../db/schema';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { logOf } from '../../plugins/request-context';
import { returnOrderCredits } from '../credits/ledger';
import { loadOrderDetails, toOrderView } from '../fulfilment/load-order';
import { refundableCents } from './load-desk-order';

/** A refund still pending after this long was interrupted (a crash): it may be resumed. */
const STALE_PENDING_MS = 2 * 60_000;

interface StaffActor {
  userId: string;
  ip: string;
}

const refused = (message: string) => new AppError('CONFLICT', { refund: message });

type RefundRow = Selectable<OrderRefundsTable>;
type OrderRow = NonNullable<Awaited<ReturnType<typeof loadOrderDetails>>>['order'];

/**
 * The provider's idempotency key of an attempt: the first keeps the original form; each retry
 * of a failed refund has its own, since Stripe would answer the failed refund for the old one.
 */
export const refundKey = (orderId: string, kind: RefundKind, attempt: number) =>
  attempt === 1 ? `refund_${orderId}_${kind}` : `refund_${orderId}_${kind}_${attempt}`;

/**
 * Refunds a whole order or its shipping through the order's payment provider (issue 12,
 * point 12). The server computes the amount; it is never more than is left of what was paid.
 *
 * Once only, however it is clicked: the refund row is unique per order and kind, and it is
 * inserted together with a conditional update that reserves its amount in
 * `orders.refunded_cents` (only if no other refund changed it meanwhile and it stays within
 * the total). The winner alone calls the provider, with an idempotency key derived from the
 * order and kind, so a retry after a crash cannot refund twice either. A provider refusal
 * undoes the reservation. The whole refund also returns the order's redeemed credits (once,
 * a unique ledger row) and cancels an order not yet shipped, so it is not printed.
 *
 * A refund the provider reported failed (refund-failure.ts) is retried the same way: its row
 * goes back to pending as a new attempt, with a new idempotency key, reserving its amount
 * again; the order and the credits are as the first attempt left them.
 */
export async function refundOrder(
  app: FastifyInstance,
  orderId: string,
  kind: RefundKind,
  actor: StaffActor,
): Promise<{ amountCents: number; repeated: boolean }> {
  const existing = await app.db
    .selectFrom('order_refunds')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (existing?.status === 'succeeded') {
    return { amountCents: existing.amount_cents, repeated: true };
  }
  const details = await loadOrderDetails(app.db, { id: orderId });
  if (!details) throw new AppError('NOT_FOUND', { order: DESK_MESSAGES.notFound });
  const { order } = details;
  if (order.payment_provider !== app.payments.name) throw refused(REFUND_MESSAGES.otherProvider);
  if (!order.payment_intent_id || order.paid_at === null) throw refused(REFUND_MESSAGES.notPaid);

  if (
    existing?.status === 'pending' &&
    Date.now() - Date.parse(existing.created_at) < STALE_PENDING_MS
  ) {
    throw refused(REFUND_MESSAGES.underWay);
  }
  const refund =
    existing?.status === 'failed'
      ? await reserveRetry(app, order, existing, actor.userId)
      : (existing ?? (await reserveRefund(app, order, kind, actor.userId)));

  let providerRefund;
  try {
    providerRefund = await app.payments.refundPayment({
      intentId: order.payment_intent_id,
      amountCents: refund.amount_cents,
      idempotencyKey: refund.idempotency_key,
      metadata: { orderNumber: order.number, refundKind: kind },
    });
  } catch (error) {
    await releaseRefund(app, refund);
    throw error;
  }

  const now = new Date();
  const stamp = now.toISOString();
  const outcome = await app.db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('order_refunds')
      .set({
        status: 'succeeded',
        provider_refund_id: providerRefund.id,
        completed_at: stamp,
        failure_reason: null,
        failed_at: null,
      })
      .where('id', '=', refund.id)
      .where('status', '=', 'pending')
      .where('attempt', '=', refund.attempt)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return undefined; // a resumed twin finished it
    await trx
      .updateTable('orders')
      // A retry keeps the first attempt's time: the order was cancelled then (the timeline
      // tells the refund's cancellation by these two being equal).
      .set(refund.attempt === 1 ? { refunded_at: stamp, updated_at: stamp } : { updated_at: stamp })
      .where('id', '=', order.id)
      .execute();
    if (kind !== 'whole') return { credits: null, cancelled: false };
    // Not yet shipped: a refunded order is not printed.
    const cancelled = await trx
      .updateTable('orders')
      .set({ status: 'cancelled', cancelled_at: stamp })
      .where('id', '=', order.id)
      .where('status', 'in', ['paid', 'in_production'])
      .executeTakeFirst();
    const returned = await returnOrderCredits(trx, app.dbKind, {
      orderId: order.id,
      createdBy: actor.userId,
      now,
    });
    if (returned) {
      await trx
        .updateTable('order_refunds')
        .set({ credits_returned: returned.credits })
        .where('id', '=', refund.id)
        .execute();
    }
    return { credits: returned, cancelled: Number(cancelled.numUpdatedRows) === 1 };
  });
  if (outcome === undefined) return { amountCents: refund.amount_cents, repeated: true };
  const { credits, cancelled } = outcome;

  const audit = { actorType: 'user', actorId: actor.userId, ip: actor.ip } as const;
  const target = { targetType: 'order', targetId: order.id } as const;
  await writeAudit(app.db, {
    action: 'order.refunded',
    ...audit,
    ...target,
    details: {
      orderId: order.id,
      kind,
      cancelled,
      amountCents: refund.amount_cents,
      refundId: providerRefund.id,
      attempt: refund.attempt,
    },
  });
  if (credits) {
    await writeAudit(app.db, {
      action: 'order.credits_returned',
      ...audit,
      ...target,
      details: { orderId: order.id, teacherId: credits.teacherId, credits: credits.credits },
    });
  }
  await emailRefund(app, order.id, kind, refund.amount_cents, actor);
  return { amountCents: refund.amount_cents, repeated: false };
}

async function reserveRefund(
  app: FastifyInstance,
  order: OrderRow,
  kind: RefundKind,
  userId: string,
): Promise<RefundRow> {
  const done = await app.db
    .selectFrom('order_refunds')
    .select('kind')
    .where('order_id', '=', order.id)
    .execute();
  const amounts = refundableCents(order, new Set(done.map((row) => row.kind)));
  const amount = amounts[kind];
  if (amount === null) {
    if (kind === 'shipping') {
      throw refused(
        done.some((row) => row.kind === 'whole')
          ? REFUND_MESSAGES.shippingAfterWhole
          : order.shipping_cents === 0
            ? REFUND_MESSAGES.noShipping
            : REFUND_MESSAGES.nothingLeft,
      );
    }
    throw refused(order.paid_at ? REFUND_MESSAGES.nothingLeft : REFUND_MESSAGES.notPaid);
  }
  const row = {
    id: crypto.randomUUID(),
    order_id: order.id,
    kind,
    amount_cents: amount,
    provider: order.payment_provider,
    provider_refund_id: null,
    status: 'pending' as const,
    idempotency_key: refundKey(order.id, kind, 1),
    requested_by: userId,
    created_at: new Date().toISOString(),
    completed_at: null,
  };
  try {
    await app.db.transaction().execute(async (trx) => {
      const reserved = await trx
        .updateTable('orders')
        .set((eb) => ({ refunded_cents: eb('refunded_cents', '+', amount) }))
        .where('id', '=', order.id)
        .where('refunded_cents', '=', Number(order.refunded_cents))
        .where((eb) => eb(eb('refunded_cents', '+', amount), '<=', eb.ref('total_cents')))
        .executeTakeFirst();
      if (Number(reserved.numUpdatedRows) !== 1) throw refused(REFUND_MESSAGES.underWay);
      await trx.insertInto('order_refunds').values(row).execute();
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The unique (order, kind): the same refund, a moment ago.
    throw refused(REFUND_MESSAGES.underWay);
  }
  return { ...row, credits_returned: 0, failure_reason: null, failed_at: null, attempt: 1 };
}

/**
 * A failed refund tried again: the row becomes the next attempt (pending, a new idempotency
 * key) in the transaction that reserves its amount again, each step conditional so that two
 * retries at once make one attempt. A failed shipping refund cannot be retried once the whole
 * order is refunded (that refund gave the shipping back).
 */
async function reserveRetry(
  app: FastifyInstance,
  order: OrderRow,
  failed: RefundRow,
  userId: string,
): Promise<RefundRow> {
  if (failed.kind === 'shipping') {
    const whole = await app.db
      .selectFrom('order_refunds')
      .select('id')
      .where('order_id', '=', order.id)
      .where('kind', '=', 'whole')
      .where('status', '!=', 'failed')
      .executeTakeFirst();
    if (whole) throw refused(REFUND_MESSAGES.shippingAfterWhole);
  }
  const amount = failed.amount_cents;
  if (Number(order.refunded_cents) + amount > order.total_cents) {
    throw refused(REFUND_MESSAGES.nothingLeft);
  }
  const attempt = failed.attempt + 1;
  const retry: RefundRow = {
    ...failed,
    status: 'pending',
    attempt,
    idempotency_key: refundKey(order.id, failed.kind, attempt),
    requested_by: userId,
    created_at: new Date().toISOString(),
  };
  await app.db.transaction().execute(async (trx) => {
    const reserved = await trx
      .updateTable('orders')
      .set((eb) => ({ refunded_cents: eb('refunded_cents', '+', amount) }))
      .where('id', '=', order.id)
      .where('refunded_cents', '=', Number(order.refunded_cents))
      .where((eb) => eb(eb('refunded_cents', '+', amount), '<=', eb.ref('total_cents')))
      .executeTakeFirst();
    if (Number(reserved.numUpdatedRows) !== 1) throw refused(REFUND_MESSAGES.underWay);
    const moved = await trx
      .updateTable('order_refunds')
      .set({
        status: 'pending',
        attempt,
        idempotency_key: retry.idempotency_key,
        requested_by: userId,
        created_at: retry.created_at,
      })
      .where('id', '=', failed.id)
      .where('status', '=', 'failed')
      .where('attempt', '=', failed.attempt)
      .executeTakeFirst();
    // Another retry got there first; throwing undoes this reservation.
    if (Number(moved.numUpdatedRows) !== 1) throw refused(REFUND_MESSAGES.underWay);
  });
  return retry;
}

/**
 * The provider refused or could not be reached: nothing was refunded (or, after a lost
 * answer, the same key finds what was), so the reservation is freed. A first attempt's row
 * goes; a retry's goes back to failed as the attempt before, so the next retry asks again
 * with this same key: Stripe answers a refund it made under it instead of making another.
 */
async function releaseRefund(app: FastifyInstance, refund: RefundRow) {
  await app.db.transaction().execute(async (trx) => {
    if (refund.attempt === 1) {
      await trx.deleteFrom('order_refunds').where('id', '=', refund.id).execute();
    } else {
      const previous = refund.attempt - 1;
      await trx
        .updateTable('order_refunds')
        .set({
          status: 'failed',
          attempt: previous,
          idempotency_key: refundKey(refund.order_id, refund.kind, previous),
        })
        .where('id', '=', refund.id)
        .where('status', '=', 'pending')
        .execute();
    }
    await trx
      .updateTable('orders')
      .set((eb) => ({ refunded_cents: eb('refunded_cents', '-', refund.amount_cents) }))
      .where('id', '=', refund.order_id)
      .execute();
  });
}

async function emailRefund(
  app: FastifyInstance,
  orderId: string,
  kind: RefundKind,
  amountCents: number,
  actor: StaffActor,
) {
  try {
    const details = (await loadOrderDetails(app.db, { id: orderId }))!;
    const email = orderRefundedTemplate({
      order: toOrderView(details),
      kind,
      amountCents,
      statusLink: await app.orderLinks.url(details.order),
    });
    await app.email.send({ to: details.order.email, ...email });
    await writeAudit(app.db, {
      action: 'order.refund_emailed',
      actorType: 'user',
      actorId: actor.userId,
      targetType: 'order',
      targetId: orderId,
      details: { orderId, kind },
    });
  } catch (error) {
    // The money is back either way; the timeline shows no email, so staff can tell the buyer.
    logOf(app).error({ err: error, orderId }, 'Staff desk: refund email failed');
  }
}
