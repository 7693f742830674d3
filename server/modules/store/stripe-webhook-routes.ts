import type { FastifyInstance } from 'fastify';
import type { StripePaymentProvider } from '../../adapters/payments/stripe';
import { AppError } from '../../errors';
import { confirmOrderPayment } from './confirm-order-payment';

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
  { provider, url }: { provider: StripePaymentProvider; url: string },
): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(url, async (request, reply) => {
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || signature === '') {
      return reply.status(400).send({ errors: { signature: WEBHOOK_ERRORS.missingSignature } });
    }
    const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const event = provider.verifyWebhookEvent(payload, signature);
    if (!event) {
      return reply.status(400).send({ errors: { signature: WEBHOOK_ERRORS.badSignature } });
    }
    const { intentId } = event;
    if (event.type !== 'payment_intent.succeeded' || !intentId) return { received: true };

    // Stripe delivers at least once, possibly twice at the same moment: the event id's
    // primary key lets exactly one delivery through.
    const recorded = await app.db
      .insertInto('payment_events')
      .values({ id: event.id, type: event.type, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!recorded) return { received: true, duplicate: true };

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
