import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAYMENT_API } from '../../../common/schemas/payments';
import type { LocalPaymentProvider } from '../../adapters/payments/local';
import type { StripePaymentProvider } from '../../adapters/payments/stripe';
import { localConfirmRoutes } from './local-confirm-routes';
import { stripeWebhookRoutes } from './stripe-webhook-routes';

/** PAYMENT_API names full paths (the browser's); these routes are registered under /api/store. */
const underStore = (path: string) => path.replace(/^\/api\/store(?=\/)/, '');

/**
 * How payments reach the store: Stripe's signed webhook, or the local test provider's confirm
 * endpoint, whichever provider `app.payments` is. Each settles the order through
 * confirmOrderPayment, which re-reads the intent first.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.payments;
  if (provider.name === 'stripe') {
    await app.register(stripeWebhookRoutes, {
      provider: provider as StripePaymentProvider,
      url: underStore(PAYMENT_API.webhook),
    });
  } else {
    await app.register(localConfirmRoutes, {
      provider: provider as LocalPaymentProvider,
      url: underStore(PAYMENT_API.localConfirm),
    });
  }
};
