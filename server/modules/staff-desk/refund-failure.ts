import type { FastifyInstance } from 'fastify';
import { refundFailureText } from '../../../common/copy/staff-desk';
import { staffOrderPath } from '../../../common/routes';
import { refundFailedTemplate } from '../../adapters/email/templates/refund-failed';
import type { PaymentProviderName } from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import { logOf } from '../../plugins/request-context';

/** A provider's failure code as stored: its own words when they look like one, else unknown. */
const failureCode = (reason: string | null | undefined) =>
  reason && /^[a-z_]{1,60}$/.test(reason) ? reason : 'unknown';

/**
 * A refund the provider reports failed after it was made (Stripe's `refund.failed`,
 * `refund.updated` or `charge.refund.updated` with status `failed`; issue 12, point 12).
 *
 * In one transaction, and only once however often it is reported: the succeeded refund row
 * becomes `failed` with the reason, and its amount leaves `orders.refunded_cents`, so staff
 * can retry it (refundOrder gives the retry a new idempotency key). The order stays as the
 * refund left it (cancelled, credits returned): the money is owed to the buyer, not the order
 * undone (decision 0019). Then it is audited against the order, which puts it on the timeline,
 * and every platform admin is emailed. 'unknown' when no succeeded refund of ours has this id
 * (another system's refund, or one already marked failed).
 */
export async function recordRefundFailure(
  app: FastifyInstance,
  input: { provider: PaymentProviderName; providerRefundId: string; reason: string | null },
): Promise<'failed' | 'unknown'> {
  const reason = failureCode(input.reason);
  const stamp = new Date().toISOString();
  const failed = await app.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('order_refunds')
      .innerJoin('orders', 'orders.id', 'order_refunds.order_id')
      .select([
        'order_refunds.id',
        'order_refunds.order_id as orderId',
        'order_refunds.kind',
        'order_refunds.amount_cents as amountCents',
        'order_refunds.attempt',
        'orders.number',
      ])
      .where('order_refunds.provider', '=', input.provider)
      .where('order_refunds.provider_refund_id', '=', input.providerRefundId)
      .where('order_refunds.status', '=', 'succeeded')
      .executeTakeFirst();
    if (!row) return undefined;
    const marked = await trx
      .updateTable('order_refunds')
      .set({ status: 'failed', failure_reason: reason, failed_at: stamp })
      .where('id', '=', row.id)
      .where('status', '=', 'succeeded')
      .where('provider_refund_id', '=', input.providerRefundId)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) return undefined; // a simultaneous report did it
    await trx
      .updateTable('orders')
      .set((eb) => ({
        refunded_cents: eb('refunded_cents', '-', row.amountCents),
        updated_at: stamp,
      }))
      .where('id', '=', row.orderId)
      .execute();
    return row;
  });
  if (!failed) return 'unknown';

  await writeAudit(app.db, {
    action: 'order.refund_failed',
    actorType: null,
    targetType: 'order',
    targetId: failed.orderId,
    details: {
      orderId: failed.orderId,
      kind: failed.kind,
      amountCents: failed.amountCents,
      refundId: input.providerRefundId,
      attempt: failed.attempt,
      reason,
    },
  });
  await emailStaff(app, { ...failed, reason });
  return 'failed';
}

/** Every platform admin (the staff who work the desk) hears of it; a failed send is logged. */
async function emailStaff(
  app: FastifyInstance,
  failed: {
    orderId: string;
    number: string;
    kind: 'whole' | 'shipping';
    amountCents: number;
    reason: string;
  },
) {
  try {
    const order = await app.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', failed.orderId)
      .executeTakeFirstOrThrow();
    // The desk lives on the same site as the buyer's status page: its origin is the app's.
    const orderLink = new URL(
      staffOrderPath(failed.orderId),
      await app.orderLinks.url(order),
    ).toString();
    const staff = await app.db
      .selectFrom('users')
      .select(['email', 'first_name'])
      .where('is_platform_admin', '=', 1)
      .execute();
    for (const member of staff) {
      const email = refundFailedTemplate({
        orderNumber: failed.number,
        kind: failed.kind,
        amountCents: failed.amountCents,
        reason: refundFailureText(failed.reason),
        staffFirstName: member.first_name,
        orderLink,
      });
      await app.email
        .send({ to: member.email, ...email })
        .catch((error: unknown) =>
          logOf(app).error({ err: error, orderId: failed.orderId }, 'Refund failure email failed'),
        );
    }
  } catch (error) {
    // The failure is recorded and on the timeline either way.
    logOf(app).error({ err: error, orderId: failed.orderId }, 'Refund failure: staff not emailed');
  }
}
