import type { FastifyInstance } from 'fastify';
import { logOf } from '../../plugins/request-context';
import { generateOrderPdf } from './generate-order-pdf';
import { loadOrderDetails } from './load-order';
import { sendOrderConfirmation } from './send-order-confirmation';

/** The statuses of an order whose payment went through. */
export const PAID_STATUSES = ['paid', 'in_production', 'shipped'] as const;

/**
 * What happens once an order is paid (store-api calls this after marking it paid): the
 * confirmation email, once, and the print-ready PDF. The payment has already succeeded, so
 * nothing here is thrown back to the payment path: failures are logged, and the recovery
 * sweep completes whatever is missing.
 */
export async function handleOrderPaid(app: FastifyInstance, orderId: string): Promise<void> {
  const log = logOf(app);
  try {
    const details = await loadOrderDetails(app.db, { id: orderId });
    if (!details || !(PAID_STATUSES as readonly string[]).includes(details.order.status)) {
      log.warn({ orderId }, 'Fulfilment: the order is not paid, nothing to do');
      return;
    }
    const [email, pdf] = await Promise.allSettled([
      details.order.confirmation_sent_at ? false : sendOrderConfirmation(app, details),
      details.order.pdf_key ? details.order.pdf_key : generateOrderPdf(app, details),
    ]);
    if (email.status === 'rejected') {
      log.error({ err: email.reason, orderId }, 'Fulfilment: confirmation email failed');
    }
    if (pdf.status === 'rejected') {
      log.error({ err: pdf.reason, orderId }, 'Fulfilment: print PDF failed');
    }
  } catch (error) {
    log.error({ err: error, orderId }, 'Fulfilment: the paid order could not be handled');
  }
}
