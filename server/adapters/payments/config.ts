import { z } from 'zod';

const optionalKey = (prefixes: string[], example: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || prefixes.some((prefix) => value.startsWith(prefix)), {
      message: `must look like ${example}`,
    });

/** The server's Stripe settings (the publishable key is a client setting: public-config.ts). */
export const stripeServerConfig = {
  STRIPE_SECRET_KEY: optionalKey(
    ['sk_', 'rk_'],
    'sk_test_… or sk_live_… (or a restricted rk_ key)',
  ),
  STRIPE_WEBHOOK_SECRET: optionalKey(['whsec_'], 'whsec_…'),
  /** Stripe Billing's webhook endpoint (/api/billing/webhook) has a signing secret of its own. */
  STRIPE_BILLING_WEBHOOK_SECRET: optionalKey(['whsec_'], 'whsec_…'),
  /** Where the Stripe API is: stripe-mock or a test double in tests, Stripe itself otherwise. */
  STRIPE_API_URL: z
    .url()
    .default('https://api.stripe.com')
    .refine((value) => /^https?:\/\//.test(value), { message: 'must be an http(s) URL' }),
};

export interface StripeSettings {
  NODE_ENV: string;
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  STRIPE_BILLING_WEBHOOK_SECRET?: string | undefined;
  STRIPE_PUBLISHABLE_KEY: string;
}

/**
 * The three Stripe keys go together: the server creates intents with the secret key, verifies
 * the webhook with its signing secret, and the browser confirms with the publishable key; half
 * a setup would take orders it can never mark paid. Without any of them the local test
 * provider runs, which production refuses: it would accept fake cards.
 */
export function stripeConfigIssues(config: StripeSettings): { path: string; message: string }[] {
  const secret = config.STRIPE_SECRET_KEY;
  const webhook = config.STRIPE_WEBHOOK_SECRET;
  const publishable = config.STRIPE_PUBLISHABLE_KEY;
  if (!secret && !webhook && !publishable) {
    return config.NODE_ENV === 'production'
      ? [
          {
            path: 'STRIPE_SECRET_KEY',
            message:
              'is required in production, with STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET: the local test payment provider accepts test cards and never takes real payments',
          },
        ]
      : [];
  }
  const issues: { path: string; message: string }[] = [];
  const missing = (path: string, why: string) =>
    issues.push({ path, message: `must be set with the other Stripe keys: ${why}` });
  if (!secret) missing('STRIPE_SECRET_KEY', 'the server creates PaymentIntents with it');
  if (!webhook)
    missing('STRIPE_WEBHOOK_SECRET', 'payment_intent.succeeded events are verified with it');
  if (!publishable) missing('STRIPE_PUBLISHABLE_KEY', "the checkout's card field needs it");
  if (!config.STRIPE_BILLING_WEBHOOK_SECRET) {
    missing(
      'STRIPE_BILLING_WEBHOOK_SECRET',
      "Stripe Billing's events reach their own endpoint, /api/billing/webhook, signed with its own secret",
    );
  }
  if (secret && publishable && isLive(secret) !== isLive(publishable)) {
    issues.push({
      path: 'STRIPE_PUBLISHABLE_KEY',
      message: 'must be from the same mode (test or live) as STRIPE_SECRET_KEY',
    });
  }
  return issues;
}

const isLive = (key: string) => /^(sk|rk|pk)_live_/.test(key);
