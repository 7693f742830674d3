import type { FastifyInstance } from 'fastify';
import { ORDER_STATUS_LABELS, type StaffOrder } from '../../../common/store/order-views';
import { orderShippedTemplate } from '../../adapters/email/templates/order-shipped';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { findStaffOrder } from './list-orders';
import { loadOrderDetails, toOrderView } from './load-order';
import { logOf } from '../../plugins/request-context';
import { ORDER_MESSAGES } from '../../../common/store/messages';

interface StaffActor {
  userId: string;
  ip: string;
}

/**
 * Moves an order one step along the print shop's path. Each step is a conditional update on
 * the expected status, so a double click or two staff members at once move it once: the
 * loser gets a 409, and the shipped email goes out from the single winner.
 */
async function conflictOrMissing(app: FastifyInstance, orderId: string): Promise<never> {
  const order = await findStaffOrder(app.db, orderId);
  if (!order) throw new AppError('NOT_FOUND', { order: ORDER_MESSAGES.notFound });
  throw new AppError('CONFLICT', {
    status: `This order is ${ORDER_STATUS_LABELS[order.status].toLowerCase()}`,
  });
}

export async function markInProduction(
  app: FastifyInstance,
  orderId: string,
  actor: StaffActor,
): Promise<StaffOrder> {
  const now = new Date().toISOString();
  const result = await app.db
    .updateTable('orders')
    .set({ status: 'in_production', in_production_at: now, updated_at: now })
    .where('id', '=', orderId)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return conflictOrMissing(app, orderId);
  await writeAudit(app.db, {
    action: 'order.in_production',
    actorType: 'user',
    actorId: actor.userId,
    // The order timeline on the staff desk reads its rows by target (issue 12).
    targetType: 'order',
    targetId: orderId,
    ip: actor.ip,
    details: { orderId },
  });
  return (await findStaffOrder(app.db, orderId))!;
}

export async function markShipped(
  app: FastifyInstance,
  orderId: string,
  trackingNumber: string,
  actor: StaffActor,
): Promise<StaffOrder> {
  const now = new Date().toISOString();
  const result = await app.db
    .updateTable('orders')
    .set({ status: 'shipped', tracking_number: trackingNumber, shipped_at: now, updated_at: now })
    .where('id', '=', orderId)
    .where('status', '=', 'in_production')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return conflictOrMissing(app, orderId);
  await writeAudit(app.db, {
    action: 'order.shipped',
    actorType: 'user',
    actorId: actor.userId,
    // The order timeline on the staff desk reads its rows by target (issue 12).
    targetType: 'order',
    targetId: orderId,
    ip: actor.ip,
    details: { orderId, trackingNumber },
  });
  const details = (await loadOrderDetails(app.db, { id: orderId }))!;
  try {
    const email = orderShippedTemplate({
      order: toOrderView(details),
      trackingNumber,
      statusLink: await app.orderLinks.url(details.order),
    });
    await app.email.send({ to: details.order.email, ...email });
  } catch (error) {
    // The order has shipped either way; the status page shows the tracking number.
    logOf(app).error({ err: error, orderId }, 'Fulfilment: shipped email failed');
  }
  return (await findStaffOrder(app.db, orderId))!;
}
