import { useQuery } from '@tanstack/react-query';
import type { Stripe } from '@stripe/stripe-js';
import type { ComponentType } from 'react';
import { publicConfig } from '~/lib/public-config';
import { STORE_KEYS } from '../api/keys';

export interface ExpressCheckoutProps {
  /** The `cs` and `provider` of the print_order answer; nothing shows until it arrives. */
  clientSecret: string | null;
  provider: 'stripe' | 'local' | null;
  /** The wallet paid the intent: the checkout finishes as after a card. */
  onPaid: (paymentIntentId: string) => void;
  /** The wallet's refusal, shown where the card's would be. */
  onError: (message: string) => void;
  /** STRIPE_PUBLISHABLE_KEY by default; tests pass one. */
  publishableKey?: string;
}

type Loaded = {
  Buttons: ComponentType<
    Omit<ExpressCheckoutProps, 'publishableKey' | 'clientSecret' | 'provider'> & {
      stripe: Stripe;
      clientSecret: string;
    }
  >;
  stripe: Stripe;
};

async function loadExpressCheckout(publishableKey: string): Promise<Loaded> {
  const [{ default: Buttons }, { loadStripe }] = await Promise.all([
    import('./StripeExpressCheckout'),
    import('@stripe/stripe-js/pure'),
  ]);
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('Stripe.js did not load');
  return { Buttons, stripe };
}

/**
 * Apple Pay and Google Pay above the card form (issue 12, point 11). Without Stripe keys (the
 * local test provider) it is nothing at all; with them it loads Stripe.js on the payment step
 * only, and shows only once Stripe reports a wallet on this device. If Stripe.js cannot load,
 * the card field says so; this stays out of the way.
 */
export function ExpressCheckout({
  publishableKey = publicConfig.STRIPE_PUBLISHABLE_KEY,
  ...props
}: ExpressCheckoutProps) {
  if (!publishableKey) return null;
  return <ExpressLoader publishableKey={publishableKey} {...props} />;
}

function ExpressLoader({
  publishableKey,
  clientSecret,
  provider,
  ...props
}: ExpressCheckoutProps & { publishableKey: string }) {
  const loaded = useQuery({
    queryKey: [...STORE_KEYS.stripe(publishableKey), 'express'],
    queryFn: () => loadExpressCheckout(publishableKey),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    structuralSharing: false,
  });
  // An intent made by the local provider cannot be paid through Stripe.
  if (!loaded.data || !clientSecret || provider !== 'stripe') {
    return <div data-testid="express-checkout-pending" hidden />;
  }
  const { Buttons, stripe } = loaded.data;
  return <Buttons {...props} stripe={stripe} clientSecret={clientSecret} />;
}
