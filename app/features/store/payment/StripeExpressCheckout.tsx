import { Elements, ExpressCheckoutElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeExpressCheckoutElementConfirmEvent } from '@stripe/stripe-js';
import { useState } from 'react';
import { CARD_MESSAGES, STORE_SERVER_MESSAGES } from '@common/store/messages';
import { CARD_FIELD_COPY } from '@common/copy/payment';
import styles from './CardPaymentField.module.css';
import type { ExpressCheckoutProps } from './ExpressCheckout';

/**
 * Stripe's Express Checkout Element (Apple Pay, Google Pay) over the PaymentIntent the server
 * priced: Elements is opened with that intent's client secret, so the wallet sheet shows the
 * server's amount and confirming pays that same intent, as the card field does. Its own chunk,
 * loaded with Stripe.js only on the checkout's payment step.
 */
export default function StripeExpressCheckout({
  stripe,
  clientSecret,
  ...props
}: Pick<ExpressCheckoutProps, 'onPaid' | 'onError'> & { stripe: Stripe; clientSecret: string }) {
  return (
    // A new intent (credits redeemed, copies changed) is a new Elements group.
    <Elements key={clientSecret} stripe={stripe} options={{ clientSecret, locale: 'en' }}>
      <ExpressButtons {...props} />
    </Elements>
  );
}

function ExpressButtons({ onPaid, onError }: Pick<ExpressCheckoutProps, 'onPaid' | 'onError'>) {
  const stripe = useStripe();
  const elements = useElements();
  // Hidden until Stripe says a wallet can show on this device: no empty box, no layout jump.
  const [available, setAvailable] = useState(false);

  async function confirm(event: StripeExpressCheckoutElementConfirmEvent) {
    if (!stripe || !elements) {
      event.paymentFailed({ reason: 'fail' });
      onError(CARD_MESSAGES.unavailable);
      return;
    }
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      // Wallets never leave the page (the intent refuses redirecting methods); Stripe still
      // asks where to return if one did.
      confirmParams: { return_url: window.location.href },
      redirect: 'if_required',
    });
    if (error) {
      event.paymentFailed({ reason: 'fail', message: error.message });
      onError(error.message ?? CARD_MESSAGES.declined);
      return;
    }
    if (paymentIntent.status === 'succeeded') onPaid(paymentIntent.id);
    else onError(STORE_SERVER_MESSAGES.paymentNotComplete);
  }

  return (
    <div
      className={available ? styles.express : styles.expressHidden}
      data-testid="express-checkout"
    >
      <ExpressCheckoutElement
        options={{ buttonHeight: 48, paymentMethods: { applePay: 'always', googlePay: 'always' } }}
        onReady={(event) => setAvailable(Boolean(event.availablePaymentMethods))}
        onConfirm={(event) => void confirm(event)}
      />
      {available && <p className={styles.expressOr}>{CARD_FIELD_COPY.orPayByCard}</p>}
    </div>
  );
}
