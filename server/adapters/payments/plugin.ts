import fp from 'fastify-plugin';
import { logOf } from '../../plugins/request-context';
import { createLocalProvider } from './local';
import { createStripeClient, createStripeProvider } from './stripe';

export interface PaymentsPluginOptions {
  /** NODE_ENV === 'production': the local test provider refuses to start. */
  production: boolean;
  /** Set when STRIPE_SECRET_KEY is (config.ts makes sure the webhook secret comes with it). */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string } | null;
}

/**
 * Decorates `app.payments` (provider.ts): Stripe, or the local test provider. Only provider
 * calls live here; the routes that take payments' news (Stripe's webhook, the local confirm
 * endpoint) belong to the store module, registered under /api.
 */
export default fp<PaymentsPluginOptions>(
  async (app, { production, stripe }) => {
    if (stripe) {
      const client = createStripeClient(stripe);
      app.decorate(
        'payments',
        createStripeProvider(client, () => logOf(app), stripe.webhookSecret),
      );
      app.log.info('Payments: Stripe');
      return;
    }
    app.decorate('payments', createLocalProvider({ db: app.db, production }));
    app.log.info("Payments: local test provider (Stripe's test cards, no real payments)");
  },
  { name: 'payments', dependencies: ['database'] },
);
