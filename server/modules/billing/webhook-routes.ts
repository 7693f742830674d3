import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswerSchema } from '../../../common/schemas/fields';
import {
  stripeWebhookAnswerSchema,
  stripeWebhookBodySchema,
  stripeWebhookHeadersSchema,
} from '../../../common/schemas/payments';
import { WEBHOOK_ERRORS } from '../../adapters/payments/webhook-errors';
import { handleBillingEvent } from './lifecycle';

/**
 * POST /api/billing/webhook: Stripe Billing's events, checked by their signature
 * (STRIPE_BILLING_WEBHOOK_SECRET) over the raw bytes, hence a context of its own. Each event is
 * recorded once; the handler trusts only the id it names and reads the object again. With the
 * local provider there is no signing secret: every call is answered 400.
 */
export const billingWebhookRoutes: FastifyPluginAsyncZod<{ url: string }> = async (
  app,
  { url },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    url,
    {
      schema: {
        summary: "Stripe Billing's subscription, invoice and checkout events, checked by signature",
        tags: ['billing'],
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
      const event = app.billing.verifyWebhookEvent(payload, signature);
      if (!event) {
        return reply.status(400).send({ errors: { signature: WEBHOOK_ERRORS.badSignature } });
      }
      const outcome = await handleBillingEvent(app, event);
      if (outcome === 'duplicate') return { received: true, duplicate: true } as const;
      return { received: true } as const;
    },
  );
};
