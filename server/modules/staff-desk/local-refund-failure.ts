import type { FastifyInstance } from 'fastify';
import { DESK_MESSAGES, REFUND_MESSAGES } from '../../../common/copy/staff-desk';
import type { RefundKind } from '../../../common/schemas/staff-desk';
import type { LocalPaymentProvider } from '../../adapters/payments/local';
import { AppError } from '../../errors';
import { recordRefundFailure } from './refund-failure';

/**
 * The local test provider's equivalent of a bank returning a refund (decision 0019): its
 * refund becomes failed, then the app hears of it as it hears of Stripe's `refund.failed`.
 * Only an order's succeeded refund through the local provider can fail.
 */
export async function failLocalRefund(
  app: FastifyInstance,
  orderId: string,
  kind: RefundKind,
  reason: string,
): Promise<void> {
  const refund = await app.db
    .selectFrom('order_refunds')
    .select(['provider', 'provider_refund_id', 'status'])
    .where('order_id', '=', orderId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (!refund) {
    const order = await app.db
      .selectFrom('orders')
      .select('id')
      .where('id', '=', orderId)
      .executeTakeFirst();
    throw order
      ? new AppError('CONFLICT', { refund: REFUND_MESSAGES.notRefunded })
      : new AppError('NOT_FOUND', { order: DESK_MESSAGES.notFound });
  }
  if (refund.provider !== 'local' || refund.status !== 'succeeded' || !refund.provider_refund_id) {
    throw new AppError('CONFLICT', { refund: REFUND_MESSAGES.notRefunded });
  }
  const provider = app.payments as LocalPaymentProvider;
  await provider.failRefund(refund.provider_refund_id, reason);
  await recordRefundFailure(app, {
    provider: 'local',
    providerRefundId: refund.provider_refund_id,
    reason,
  });
}
