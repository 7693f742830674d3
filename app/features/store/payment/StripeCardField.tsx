import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeCardElementOptions } from '@stripe/stripe-js';
import { useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { CARD_FIELD_COPY } from '@common/copy/payment';
import styles from './CardPaymentField.module.css';
import { CardFieldError } from './CardFieldError';
import { revealError } from '~/lib/reveal-error';
import type { CardFieldProps } from './types';
import { CARD_MESSAGES, STORE_SERVER_MESSAGES } from '@common/store/messages';

/** Stripe draws the card inputs in its own frame; these match the design tokens. */
const CARD_OPTIONS: StripeCardElementOptions = {
  style: {
    base: {
      color: '#1c2233',
      fontFamily:
        "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      fontSize: '17px',
      '::placeholder': { color: '#4a5266' },
    },
    invalid: { color: '#b42318', iconColor: '#b42318' },
  },
};

/**
 * Stripe's CardElement inside Elements, loaded only with the card field (this module is its
 * own chunk, see CardPaymentField). The card data goes from Stripe's frame to Stripe: this
 * page and our server never see it.
 */
export default function StripeCardField({ stripe, ...props }: CardFieldProps & { stripe: Stripe }) {
  return (
    <Elements stripe={stripe} options={{ locale: 'en' }}>
      <StripeCard {...props} />
    </Elements>
  );
}

function StripeCard({ ref, error, onCompleteChange }: CardFieldProps) {
  const stripe = useStripe();
  const elements = useElements();
  const id = useId();
  const [liveError, setLiveError] = useState<string | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const onComplete = useRef(onCompleteChange);
  useEffect(() => {
    onComplete.current = onCompleteChange;
  });

  useImperativeHandle(
    ref,
    () => ({
      async confirm({ clientSecret, billing }) {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) return { ok: false, message: CARD_MESSAGES.unavailable };
        try {
          const { error: failure, paymentIntent } = await stripe.confirmCardPayment(clientSecret, {
            payment_method: { card, billing_details: billing },
          });
          if (failure) return { ok: false, message: failure.message ?? CARD_MESSAGES.declined };
          if (paymentIntent.status === 'succeeded') {
            return { ok: true, paymentIntentId: paymentIntent.id };
          }
          return { ok: false, message: STORE_SERVER_MESSAGES.paymentNotComplete };
        } catch (failure) {
          console.warn('Confirming the card payment failed', failure);
          return { ok: false, message: CARD_MESSAGES.unavailable };
        }
      },
      reveal() {
        // Stripe's inputs live in its frame: scroll to the field, then focus through Stripe.
        revealError(container.current, null);
        elements?.getElement(CardElement)?.focus();
      },
    }),
    [stripe, elements],
  );

  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const message = error || liveError;
  return (
    <div ref={container} className={styles.field}>
      <span
        id={labelId}
        className={styles.label}
        onClick={() => elements?.getElement(CardElement)?.focus()}
      >
        {CARD_FIELD_COPY.cardLabel}
      </span>
      <div
        className={styles.stripeBox}
        role="group"
        aria-labelledby={labelId}
        aria-describedby={message ? errorId : undefined}
        data-invalid={message ? true : undefined}
      >
        <CardElement
          options={CARD_OPTIONS}
          onChange={(event) => {
            setLiveError(event.error?.message ?? null);
            onComplete.current?.(event.complete);
          }}
        />
      </div>
      <CardFieldError id={errorId} message={message} />
    </div>
  );
}
