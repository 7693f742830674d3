import type { FastifyInstance } from 'fastify';
import { receiptOf } from '../../../common/store/receipt';
import { PAID_STATUSES } from './handle-order-paid';
import { toOrderView, type OrderDetails } from './load-order';
import { renderReceiptPdf } from './render-receipt-pdf';

/** Whether the order was paid (a receipt exists only for money received). */
export const hasReceipt = ({ order }: OrderDetails) =>
  (PAID_STATUSES as readonly string[]).includes(order.status);

/**
 * The receipt PDF of a paid order, drawn from the order row each time (a page of vector text
 * takes a few milliseconds): nothing is stored, so a refund or a revoked link never leaves a
 * stale copy behind.
 */
export async function orderReceiptPdf(app: FastifyInstance, details: OrderDetails) {
  const { order } = details;
  return renderReceiptPdf({
    receipt: receiptOf(toOrderView(details)),
    billedTo: { name: `${order.first_name} ${order.last_name}`.trim(), email: order.email },
    statusLink: await app.orderLinks.url(order),
  });
}
