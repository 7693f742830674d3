import type { FastifyInstance } from 'fastify';
import { handleOrderPaid, PAID_STATUSES } from './handle-order-paid';

/** Orders paid less than this long ago are left to the payment path that is handling them. */
export const SWEEP_GRACE_MS = 60_000;
export const SWEEP_INTERVAL_MS = 5 * 60_000;
const SWEEP_BATCH = 20;

/**
 * Completes paid orders still missing their confirmation email or print PDF (a crash or an
 * email outage after the payment). Safe on every instance at once: the email is claimed by a
 * conditional update, and the PDF is the same file whoever renders it.
 */
export async function sweepPaidOrders(
  app: FastifyInstance,
  now: Date = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - SWEEP_GRACE_MS).toISOString();
  const pending = await app.db
    .selectFrom('orders')
    .select('id')
    .where('status', 'in', PAID_STATUSES)
    .where((eb) => eb.or([eb('pdf_key', 'is', null), eb('confirmation_sent_at', 'is', null)]))
    .where('paid_at', '<', before)
    .orderBy('paid_at')
    .limit(SWEEP_BATCH)
    .execute();
  for (const { id } of pending) await handleOrderPaid(app, id);
  return pending.length;
}
