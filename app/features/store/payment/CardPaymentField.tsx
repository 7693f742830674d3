import { useQuery } from '@tanstack/react-query';
import type { Stripe } from '@stripe/stripe-js';
import { useImperativeHandle, useRef, type ComponentType } from 'react';
import { CARD_FIELD_COPY } from '@common/copy/payment';
import { Button } from '~/components/ui/Button';
import { publicConfig } from '~/lib/public-config';
import { STORE_KEYS } from '../api/keys';
import styles from './CardPaymentField.module.css';
import { LocalCardField } from './LocalCardField';
import type { CardFieldProps, CardPaymentHandle } from './types';
import { CARD_MESSAGES } from '@common/store/messages';

export type { CardPaymentHandle, ConfirmCardInput, ConfirmCardResult } from './types';

const unavailable = { ok: false, message: CARD_MESSAGES.unavailable } as const;

/**
 * The card field of checkout step 3. With STRIPE_PUBLISHABLE_KEY it is Stripe's CardElement,
 * whose code and Stripe.js load only now that the field is shown; without it, the local test
 * provider's inputs. The checkout pays through the ref:
 * `await ref.current.confirm({ clientSecret: cs, provider, billing: { name, email } })`.
 */
export function CardPaymentField({ ref, ...props }: CardFieldProps) {
  const usesStripe = publicConfig.STRIPE_PUBLISHABLE_KEY !== '';
  const inner = useRef<CardPaymentHandle>(null);
  useImperativeHandle(
    ref,
    () => ({
      confirm(input) {
        // An intent made by one provider cannot be paid through the other (a build and a
        // server configured differently): refuse rather than fail in an obscure way.
        const matches = input.provider === (usesStripe ? 'stripe' : 'local');
        if (!matches || !inner.current) return Promise.resolve(unavailable);
        return inner.current.confirm(input);
      },
      reveal: () => inner.current?.reveal(),
    }),
    [usesStripe],
  );
  return usesStripe ? (
    <StripeLoader {...props} ref={inner} publishableKey={publicConfig.STRIPE_PUBLISHABLE_KEY} />
  ) : (
    <LocalCardField {...props} ref={inner} />
  );
}

type Loaded = { Field: ComponentType<CardFieldProps & { stripe: Stripe }>; stripe: Stripe };

/** Stripe.js and the Elements chunk, loaded only once the card field is shown. */
async function loadStripeField(publishableKey: string): Promise<Loaded> {
  const [{ default: Field }, { loadStripe }] = await Promise.all([
    import('./StripeCardField'),
    import('@stripe/stripe-js/pure'),
  ]);
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('Stripe.js did not load');
  return { Field, stripe };
}

/** Loads Stripe.js and the Elements chunk; offline, says so and offers to try again. */
function StripeLoader({ publishableKey, ...props }: CardFieldProps & { publishableKey: string }) {
  const loaded = useQuery({
    queryKey: STORE_KEYS.stripe(publishableKey),
    queryFn: () =>
      loadStripeField(publishableKey).catch((error: unknown) => {
        // SPEC §8: network failures are logged; the buyer sees the field's own message.
        console.warn('Card payments could not be loaded', error);
        throw error;
      }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    structuralSharing: false,
  });
  const state = loaded.isPending ? 'loading' : loaded.isError ? 'unavailable' : loaded.data;
  const retry = () => void loaded.refetch();

  if (state === 'loading') {
    return (
      <div className={styles.field} aria-busy="true">
        <span className={styles.label}>{CARD_FIELD_COPY.cardLabel}</span>
        <div className={styles.stripeBox}>
          <span className={styles.hint}>{CARD_FIELD_COPY.loading}</span>
        </div>
      </div>
    );
  }
  if (state === 'unavailable') {
    return (
      <div className={styles.field}>
        <span className={styles.label}>{CARD_FIELD_COPY.cardLabel}</span>
        <p className={styles.error} role="alert" data-testid="card-payment-error">
          {CARD_MESSAGES.unavailable}
        </p>
        <Button variant="secondary" size="sm" onClick={retry} className={styles.retry}>
          {CARD_FIELD_COPY.retry}
        </Button>
      </div>
    );
  }
  const { Field, stripe } = state;
  return <Field {...props} stripe={stripe} />;
}
