import type { FastifyInstance } from 'fastify';
import { PAYMENT_API } from '../../../common/schemas/payments';
import type { LocalPaymentProvider } from '../../adapters/payments/local';
import type { StripePaymentProvider } from '../../adapters/payments/stripe';
import { localConfirmRoutes } from './local-confirm-routes';
import { stripeWebhookRoutes } from './stripe-webhook-routes';

/** PAYMENT_API names full paths (the browser's); these routes are registered under /api. */
const underApi = (path: string) => path.replace(/^\/api(?=\/)/, '');

/**
 * How payments reach the store: Stripe's signed webhook, or the local test provider's confirm
 * endpoint, whichever provider `app.payments` is. Each settles the order through
 * confirmOrderPayment, which re-reads the intent first.
 */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const provider = app.payments;
  if (provider.name === 'stripe') {
    await app.register(stripeWebhookRoutes, {
      provider: provider as StripePaymentProvider,
      url: underApi(PAYMENT_API.webhook),
    });
  } else {
    await app.register(localConfirmRoutes, {
      provider: provider as LocalPaymentProvider,
      url: underApi(PAYMENT_API.localConfirm),
    });
  }
}
