import type { FastifyInstance } from 'fastify';
import { orderConfirmationTemplate } from '../../adapters/email/templates/order-confirmation';
import { toOrderView, type OrderDetails } from './load-order';

/**
 * Sends the confirmation once per order, whichever instance or caller gets here first: the
 * conditional update is the claim, and only the caller whose update changed a row sends. The
 * claim and the queued email are one transaction, so if writing the email fails the claim is
 * undone too, and the recovery sweep tries again later.
 */
export async function sendOrderConfirmation(
  app: FastifyInstance,
  details: OrderDetails,
): Promise<boolean> {
  const { order } = details;
  const email = orderConfirmationTemplate({
    order: toOrderView(details),
    statusLink: await app.orderLinks.url(order),
    receiptLink: await app.orderLinks.receiptUrl(order),
  });
  return app.db.transaction().execute(async (trx) => {
    const claim = await trx
      .updateTable('orders')
      .set({ confirmation_sent_at: new Date().toISOString() })
      .where('id', '=', order.id)
      .where('confirmation_sent_at', 'is', null)
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) === 0) return false;
    await app.email.send({ to: order.email, ...email }, { db: trx });
    return true;
  });
}
