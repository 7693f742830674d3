import type { FastifyInstance } from 'fastify';
import type { StaffOrder } from '../../../common/store/order-views';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { findStaffOrder } from './list-orders';
import { ORDER_MESSAGES } from '../../../common/store/messages';

/**
 * Staff end every status link sent for an order so far (a link forwarded or posted where it
 * should not be). Links sign the order's link version, so adding one makes all earlier links
 * fail at once, on every instance; the buyer signs in to see the order, or asks us.
 */
export async function revokeOrderLinks(
  app: FastifyInstance,
  orderId: string,
  actor: { userId: string; ip: string },
): Promise<StaffOrder> {
  const result = await app.db
    .updateTable('orders')
    .set((eb) => ({
      link_version: eb('link_version', '+', 1),
      updated_at: new Date().toISOString(),
    }))
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    throw new AppError('NOT_FOUND', { order: ORDER_MESSAGES.notFound });
  }
  await writeAudit(app.db, {
    action: 'order.links_revoked',
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
