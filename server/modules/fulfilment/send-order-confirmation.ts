import type { FastifyInstance } from 'fastify';
import { orderConfirmationTemplate } from '../../adapters/email/templates/order-confirmation';
import { toOrderView, type OrderDetails } from './load-order';

/**
 * Sends the confirmation once per order, whichever instance or caller gets here first: the
 * conditional update is the claim, and only the caller whose update changed a row sends. If
 * sending fails the claim is released, so the recovery sweep tries again later.
 */
export async function sendOrderConfirmation(
  app: FastifyInstance,
  details: OrderDetails,
): Promise<boolean> {
  const { order } = details;
  const claimedAt = new Date().toISOString();
  const claim = await app.db
    .updateTable('orders')
    .set({ confirmation_sent_at: claimedAt })
    .where('id', '=', order.id)
    .where('confirmation_sent_at', 'is', null)
    .executeTakeFirst();
  if (Number(claim.numUpdatedRows) === 0) return false;
  try {
    const view = toOrderView(details);
    const email = orderConfirmationTemplate({
      order: view,
      statusLink: await app.orderLinks.url(order.number),
    });
    await app.email.send({ to: order.email, ...email });
    return true;
  } catch (error) {
    await app.db
      .updateTable('orders')
      .set({ confirmation_sent_at: null })
      .where('id', '=', order.id)
      .where('confirmation_sent_at', '=', claimedAt)
      .execute();
    throw error;
  }
}
