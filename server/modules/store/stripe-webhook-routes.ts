import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswerSchema } from '../../../common/schemas/fields';
import {
  stripeWebhookAnswerSchema,
  stripeWebhookBodySchema,
  stripeWebhookHeadersSchema,
} from '../../../common/schemas/payments';
import type { StripePaymentProvider } from '../../adapters/payments/stripe';
import { AppError } from '../../errors';
import { recordRefundFailure } from '../staff-desk/refund-failure';
import { confirmOrderPayment } from './confirm-order-payment';
import { confirmLicencePayment } from '../workbook-licences/buy-licences';
import { forgetPaymentEvent, recordPaymentEvent } from './record-payment-event';
import { WEBHOOK_ERRORS } from '../../adapters/payments/webhook-errors';

/** The answer to every genuine event, so Stripe stops sending it. */
const RECEIVED = { received: true } as const;

/** Events that carry a refund; each may report it failed (status 'failed'). */
const REFUND_EVENTS: ReadonlySet<string> = new Set([
  'refund.failed',
  'refund.updated',
  'charge.refund.updated',
]);

/**
 * POST /api/store/webhook (Stripe only). Registered in a context of its own so that this
 * route alone reads its body raw: the signature is computed over the exact bytes, which the
 * body schema lets through untouched. The signature is the route's only protection, which is
 * why the CSRF check lets it through. The event is trusted for nothing but the intent's id:
 * confirmOrderPayment re-reads the intent from Stripe before marking anything paid.
 *
 * A refund reported failed (decision 0019) marks our refund of that id failed, once: each
 * event is recorded by its id, and the refund changes only from succeeded. A refund that is
 * not ours is answered 200 and left alone.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{
  provider: StripePaymentProvider;
  url: string;
}> = async (app, { provider, url }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    url,
    {
      schema: {
        summary:
          "Stripe's payment_intent.succeeded and failed-refund events, checked by their signature",
        tags: ['store'],
        headers: stripeWebhookHeadersSchema,
        body: stripeWebhookBodySchema,
        response: { 200: stripeWebhookAnswerSchema, 400: errorAnswerSchema },
      },
    },
    async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '') {
        return reply.status(400).send({ errors: { signature: WEBHOOK_ERRORS.missingSignature } });
      }
      const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const event = provider.verifyWebhookEvent(payload, signature);
      if (!event) {
        return reply.status(400).send({ errors: { signature: WEBHOOK_ERRORS.badSignature } });
      }
      const intentId = event.type === 'payment_intent.succeeded' ? event.intentId : null;
      const failedRefund =
        REFUND_EVENTS.has(event.type) && event.refund?.status === 'failed' ? event.refund : null;
      if (!intentId && !failedRefund) return RECEIVED;
      if (!(await recordPaymentEvent(app.db, event)))
        return { ...RECEIVED, duplicate: true } as const;

      try {
        if (failedRefund) {
          const outcome = await recordRefundFailure(app, {
            provider: 'stripe',
            providerRefundId: failedRefund.id,
            reason: failedRefund.failureReason,
          });
          if (outcome === 'unknown') {
            request.log.info({ refundId: failedRefund.id }, 'Webhook: no refund of ours to fail');
          }
        } else if (intentId) {
          const order = await confirmOrderPayment(app, intentId);
          // Issue 16: an intent that pays no order may pay workbook licences.
          if (order?.status === 'unknown') await confirmLicencePayment(app, intentId);
        }
      } catch (error) {
        if (error instanceof AppError && error.status < 500) {
          // Not an order of ours, or one that cannot be paid: a retry would change nothing.
          request.log.warn({ intentId, errors: error.errors }, 'Webhook payment not applied');
          return RECEIVED;
        }
        await forgetPaymentEvent(app.db, event.id);
        throw error;
      }
      return RECEIVED;
    },
  );
};
