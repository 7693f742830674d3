import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Stripe } from '@stripe/stripe-js';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ExpressCheckout } from './ExpressCheckout';
import StripeExpressCheckout from './StripeExpressCheckout';

/** What Stripe's React components were given: the Elements options and the element's. */
const seen = vi.hoisted(() => ({ elements: [] as unknown[], express: [] as unknown[] }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ options, children }: { options: unknown; children: ReactNode }) => {
    seen.elements.push(options);
    return <div data-elements="">{children}</div>;
  },
  ExpressCheckoutElement: ({ options }: { options: unknown }) => {
    seen.express.push(options);
    return <div data-express-element="" />;
  },
  useStripe: () => null,
  useElements: () => null,
}));

const handlers = { onPaid: () => {}, onError: () => {} };
const withQueries = (node: ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>,
  );

describe('Apple Pay and Google Pay through the Express Checkout Element', () => {
  it('is nothing at all without a Stripe key (the local test provider)', () => {
    // Tests build without STRIPE_PUBLISHABLE_KEY: the default is the local provider.
    const before = seen.elements.length;
    const html = withQueries(
      <ExpressCheckout clientSecret="pi_1_secret_2" provider="stripe" {...handlers} />,
    );
    expect(html).toBe('');
    expect(seen.elements).toHaveLength(before);
  });

  it('with a key, waits hidden for Stripe.js and the intent before mounting anything', () => {
    const html = withQueries(
      <ExpressCheckout
        publishableKey="pk_test_123"
        clientSecret={null}
        provider={null}
        {...handlers}
      />,
    );
    expect(html).toContain('data-testid="express-checkout-pending"');
    expect(html).toContain('hidden');
    expect(html).not.toContain('data-express-element');
  });

  it('mounts the element over the server-priced intent, hidden until a wallet is available', () => {
    const html = renderToStaticMarkup(
      <StripeExpressCheckout stripe={{} as Stripe} clientSecret="pi_42_secret_abc" {...handlers} />,
    );
    // The intent's client secret opens Elements: the amount is the one the server set.
    expect(seen.elements.at(-1)).toMatchObject({ clientSecret: 'pi_42_secret_abc' });
    expect(seen.elements.at(-1)).not.toHaveProperty('amount');
    expect(seen.express.at(-1)).toMatchObject({
      paymentMethods: { applePay: 'always', googlePay: 'always' },
    });
    expect(html).toContain('data-express-element');
    // Before Stripe reports a wallet, no 'Or pay with a card' line and no visible box.
    expect(html).not.toContain('Or pay with a card');
    expect(html).toMatch(/class="[^"]*expressHidden/);
  });
});
