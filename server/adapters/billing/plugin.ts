import fp from 'fastify-plugin';
import { createStripeClient } from '../payments/stripe';
import { createLocalBillingProvider } from './local';
import { createStripeBillingProvider } from './stripe';

export interface BillingPluginOptions {
  /** NODE_ENV === 'production': the local billing provider refuses to start. */
  production: boolean;
  /** The same Stripe account as payments (one set of STRIPE_* keys). */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string } | null;
}

/**
 * Decorates `app.billing` (provider.ts): Stripe Billing when the Stripe keys are set, else the
 * local billing provider (never in production). The routes and jobs are the billing module's.
 */
export default fp<BillingPluginOptions>(
  async (app, { production, stripe }) => {
    if (stripe) {
      app.decorate(
        'billing',
        createStripeBillingProvider(createStripeClient(stripe), stripe.webhookSecret),
      );
      app.log.info('Billing: Stripe Billing');
      return;
    }
    app.decorate('billing', createLocalBillingProvider({ db: app.db, production }));
    app.log.info("Billing: local billing provider (Stripe's test cards, no real payments)");
  },
  { name: 'billing', dependencies: ['database'] },
);
