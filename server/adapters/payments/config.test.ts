import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

const keys = {
  STRIPE_SECRET_KEY: 'sk_test_abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  STRIPE_BILLING_WEBHOOK_SECRET: 'whsec_def',
};
const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('Stripe configuration', () => {
  it('runs the local test provider without any Stripe key outside production', () => {
    const config = loadConfig({});
    expect(config.STRIPE_SECRET_KEY).toBeUndefined();
    expect(config.STRIPE_PUBLISHABLE_KEY).toBe('');
    expect(config.STRIPE_API_URL).toBe('https://api.stripe.com');
  });

  it('refuses to start in production without Stripe, saying why', () => {
    const message = problems({ NODE_ENV: 'production' });
    expect(message).toContain('STRIPE_SECRET_KEY: is required in production');
    expect(message).toContain('local test payment provider');
    expect(problems({ NODE_ENV: 'production', ...keys })).toBe('');
  });

  it('takes the three keys together or not at all', () => {
    expect(problems(keys)).toBe('');
    const { STRIPE_WEBHOOK_SECRET: _w, ...noWebhook } = keys;
    expect(problems(noWebhook)).toMatch(/^STRIPE_WEBHOOK_SECRET: must be set with the other/m);
    const { STRIPE_BILLING_WEBHOOK_SECRET: _b, ...noBillingWebhook } = keys;
    expect(problems(noBillingWebhook)).toMatch(
      /^STRIPE_BILLING_WEBHOOK_SECRET: must be set with the other/m,
    );
    const { STRIPE_SECRET_KEY: _s, ...noSecret } = keys;
    expect(problems(noSecret)).toMatch(/^STRIPE_SECRET_KEY: must be set with the other/m);
    const { STRIPE_PUBLISHABLE_KEY: _p, ...noPublishable } = keys;
    expect(problems(noPublishable)).toMatch(/^STRIPE_PUBLISHABLE_KEY: must be set with the other/m);
    expect(problems({ STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' })).toContain('STRIPE_SECRET_KEY');
  });

  it('recognises each key by its prefix and refuses mixing test and live keys', () => {
    expect(problems({ ...keys, STRIPE_SECRET_KEY: 'pk_test_abc' })).toContain(
      'STRIPE_SECRET_KEY: must look like sk_test_',
    );
    expect(problems({ ...keys, STRIPE_SECRET_KEY: 'rk_test_abc' })).toBe('');
    expect(problems({ ...keys, STRIPE_WEBHOOK_SECRET: 'abc' })).toContain('STRIPE_WEBHOOK_SECRET');
    expect(problems({ ...keys, STRIPE_PUBLISHABLE_KEY: 'sk_test_abc' })).toContain(
      'STRIPE_PUBLISHABLE_KEY: must be a Stripe publishable key',
    );
    expect(problems({ ...keys, STRIPE_SECRET_KEY: 'sk_live_abc' })).toContain(
      'STRIPE_PUBLISHABLE_KEY: must be from the same mode',
    );
  });
});
