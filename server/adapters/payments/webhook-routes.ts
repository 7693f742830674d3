import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { PAYMENT_API } from '../../../common/schemas/payments';
import { AppError } from '../../errors';
import { confirmOrderPayment } from '../../modules/store/confirm-order-payment';

export interface StripeWebhookRoutesOptions {
  stripe: Stripe;
  /** STRIPE_WEBHOOK_SECRET: the endpoint's signing secret. */
  webhookSecret: string;
}

export const WEBHOOK_ERRORS = {
  missingSignature: 'Missing Stripe-Signature header',
  badSignature: 'Invalid signature',
} as const;

/**
 * POST /api/store/webhook (Stripe only). Registered in a context of its own so that this
 * route alone reads its body raw: the signature is computed over the exact bytes. The
 * signature is the route's only protection, which is why the CSRF check lets it through.
 * The event is trusted for nothing but the intent's id: confirmOrderPayment re-reads the
 * intent from Stripe before marking anything paid.
 */
export async function stripeWebhookRoutes(
  app: FastifyInstance,
  { stripe, webhookSecret }: StripeWebhookRoutesOptions,
): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(PAYMENT_API.webhook, async (request, reply) => {
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || signature === '') {
      return reply.status(400).send({ errors: { signature: WEBHOOK_ERRORS.missingSignature } });
    }
    const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(payload, signature, webhookSecret);
    } catch {
      return reply.status(400).send({ errors: { signature: WEBHOOK_ERRORS.badSignature } });
    }
    if (event.type !== 'payment_intent.succeeded') return { received: true };

    // Stripe delivers at least once, possibly twice at the same moment: the event id's
    // primary key lets exactly one delivery through.
    const recorded = await app.db
      .insertInto('payment_events')
      .values({ id: event.id, type: event.type, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!recorded) return { received: true, duplicate: true };

    const intentId = event.data.object.id;
    try {
      await confirmOrderPayment(app, intentId);
    } catch (error) {
      if (error instanceof AppError && error.status < 500) {
        // Not an order of ours, or one that cannot be paid: a retry would change nothing.
        request.log.warn({ intentId, errors: error.errors }, 'Webhook payment not applied');
        return { received: true };
      }
      // Forget the event so Stripe's retry of it is handled again.
      await app.db.deleteFrom('payment_events').where('id', '=', event.id).execute();
      throw error;
    }
    return { received: true };
  });
}
