import type { FastifyInstance } from 'fastify';
import type { BulkChange, BulkChangeAnswer } from '../../../common/schemas/staff-desk';
import { AppError } from '../../errors';
import { markInProduction, markShipped } from '../fulfilment/move-order';

/**
 * Moves many orders at once (issue 12, point 13) through exactly the single change's rule:
 * each order goes through markInProduction or markShipped, the same conditional update on the
 * expected status, audit row and email. One order's refusal (wrong step, unknown id) is
 * reported for it and the others still move. Repeating the request moves nothing twice.
 */
export async function bulkChange(
  app: FastifyInstance,
  change: BulkChange,
  actor: { userId: string; ip: string },
): Promise<BulkChangeAnswer> {
  const steps =
    change.action === 'in_production'
      ? [...new Set(change.orderIds)].map((orderId) => ({
          orderId,
          run: () => markInProduction(app, orderId, actor),
        }))
      : change.orders.map(({ orderId, trackingNumber }) => ({
          orderId,
          run: () => markShipped(app, orderId, trackingNumber, actor),
        }));
  const results: BulkChangeAnswer['results'] = [];
  // One after another: each is a small conditional update, and the shipped emails queue.
  for (const step of steps) {
    try {
      const order = await step.run();
      results.push({ orderId: step.orderId, number: order.number, ok: true, error: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const number = await app.db
        .selectFrom('orders')
        .select('number')
        .where('id', '=', step.orderId)
        .executeTakeFirst();
      results.push({
        orderId: step.orderId,
        number: number?.number ?? null,
        ok: false,
        error: error.message,
      });
    }
  }
  return { results };
}
