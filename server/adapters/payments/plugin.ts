import fp from 'fastify-plugin';
import { createAttemptLimiter, databaseRateLimitStore } from '../../modules/auth/rate-limit';
import { createLocalProvider } from './local';
import { localPaymentRoutes } from './local-routes';
import { createStripeClient, createStripeProvider } from './stripe';
import { stripeWebhookRoutes } from './webhook-routes';

export interface PaymentsPluginOptions {
  /** NODE_ENV === 'production': the local test provider refuses to start. */
  production: boolean;
  /** Set when STRIPE_SECRET_KEY is (config.ts makes sure the webhook secret comes with it). */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string } | null;
}

/** Refused cards per IP address before the local confirm endpoint waits (15 minutes). */
export const LOCAL_CONFIRM_LIMIT = { maxFailures: 20, windowMs: 15 * 60 * 1000 } as const;

/**
 * Decorates `app.payments` (provider.ts) and adds the provider's routes: Stripe's webhook, or
 * the local test provider's confirm endpoint. Registered before the store module, which
 * creates intents through `app.payments`.
 */
export default fp<PaymentsPluginOptions>(
  async (app, { production, stripe }) => {
    if (stripe) {
      const client = createStripeClient(stripe);
      app.decorate('payments', createStripeProvider(client, app.log));
      await app.register(stripeWebhookRoutes, {
        stripe: client,
        webhookSecret: stripe.webhookSecret,
      });
      app.log.info('Payments: Stripe');
      return;
    }
    const provider = createLocalProvider({ db: app.db, production });
    app.decorate('payments', provider);
    // The local provider never runs in production, so the database counters are enough.
    const limiter = createAttemptLimiter({
      store: databaseRateLimitStore(app.db),
      prefix: 'cardconfirm',
      ...LOCAL_CONFIRM_LIMIT,
    });
    await app.register(localPaymentRoutes, { provider, limiter });
    app.log.info("Payments: local test provider (Stripe's test cards, no real payments)");
  },
  { name: 'payments', dependencies: ['database'] },
);
