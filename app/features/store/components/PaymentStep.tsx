import { useEffect, useId, useRef, useState, type Dispatch } from 'react';
import { DELAYS } from '@common/constants';
import { STORE_COPY } from '@common/copy/store';
import type { BookDetails, ShippingOption, UserDetails } from '@common/schemas/store';
import { Button } from '~/components/ui/Button';
import { useReportPaymentSuccess } from '../api/report-payment-success';
import { useLater } from '../hooks/use-later';
import { usePrintOrder } from '../hooks/use-print-order';
import { CardPaymentField, type CardPaymentHandle } from '../payment/CardPaymentField';
import { ExpressCheckout } from '../payment/ExpressCheckout';
import { classOrderTermsOf, shippingCents } from '../state/checkout-rules';
import type { CheckoutAction, CheckoutState } from '../state/checkout-state';
import { storePaymentIntentId } from '../state/checkout-storage';
import { CreditsBlock } from './CreditsBlock';
import { OrderSummary } from './OrderSummary';
import { ShippingSummary } from './ShippingSummary';
import styles from './Store.module.css';

const COPY = STORE_COPY.payment;

/**
 * Step 3: billing with the card field, teacher credits, the summaries and 'Purchase now',
 * which waits for the print_order answer. Paying shows 'Processing payment...'; a card error
 * closes it and shows the provider's text under the field; success reports the payment and
 * moves to stage 4.
 */
export function PaymentStep({
  state,
  book,
  options,
  user,
  dispatch,
  onPaid,
}: {
  state: CheckoutState;
  book: BookDetails;
  options: readonly ShippingOption[];
  user: UserDetails | null;
  dispatch: Dispatch<CheckoutAction>;
  onPaid: (orderNumber: string) => void;
}) {
  const id = useId();
  const later = useLater();
  const card = useRef<CardPaymentHandle>(null);
  const { mutateAsync: reportPaymentSuccess } = useReportPaymentSuccess();
  const classOrder = book.openClassOrder;
  const order = usePrintOrder(
    state,
    shippingCents(state, options, classOrderTermsOf(book)),
    classOrder,
  );
  const { address } = state;
  const [billing, setBilling] = useState(() => ({
    name: `${address.firstName} ${address.lastName}`.trim(),
    email: address.email,
  }));
  const [processing, setProcessing] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  const [declines, setDeclines] = useState(0);
  // Issue 12, point 10: after a refusal, the card field and the provider's message come into
  // view and focus moves into the card input; everything typed stays.
  useEffect(() => {
    if (declines > 0) card.current?.reveal();
  }, [declines]);

  async function purchase() {
    const answer = order.answer;
    if (!answer || !card.current || processing) return;
    setProcessing(true);
    setCardError(null);
    const result = await card.current.confirm({
      clientSecret: answer.cs,
      provider: answer.provider,
      billing,
    });
    if (!result.ok) {
      refused(result.message);
      return;
    }
    await finish(answer);
  }

  function refused(message: string) {
    setProcessing(false);
    setCardError(message);
    setDeclines((count) => count + 1);
  }

  /** After a card or a wallet paid the intent: the same report and stage 4. */
  async function finish(answer: NonNullable<typeof order.answer>) {
    setProcessing(true);
    // The card is charged: the order is paid whether or not this call gets through (the
    // provider's webhook and the recovery sweep confirm it too), so stage 4 follows anyway.
    await reportPaymentSuccess({ intentId: answer.pi_id, payload: order.payload });
    storePaymentIntentId(null);
    setProcessing(false);
    onPaid(answer.orderNumber);
  }

  return (
    <div className={styles.step} aria-busy={processing}>
      <div className={styles.paymentGrid}>
        <div className={styles.paymentMain}>
          <section className={styles.panel} aria-labelledby={`${id}-billing`}>
            <h2 id={`${id}-billing`} className={styles.panelTitle}>
              {COPY.billing}
            </h2>
            <ExpressCheckout
              clientSecret={order.answer?.cs ?? null}
              provider={order.answer?.provider ?? null}
              onPaid={() => {
                if (order.answer) void finish(order.answer);
              }}
              onError={refused}
            />
            <div className={styles.grid}>
              <div className={styles.field}>
                <label htmlFor={`${id}-name`} className={styles.label}>
                  {COPY.nameOnCard}
                </label>
                <input
                  id={`${id}-name`}
                  className={styles.input}
                  autoComplete="cc-name"
                  value={billing.name}
                  onChange={(event) => setBilling({ ...billing, name: event.target.value })}
                />
              </div>
              <div className={styles.field}>
                <label htmlFor={`${id}-email`} className={styles.label}>
                  {COPY.billingEmail}
                </label>
                <input
                  id={`${id}-email`}
                  type="email"
                  className={styles.input}
                  autoComplete="email"
                  value={billing.email}
                  onChange={(event) => setBilling({ ...billing, email: event.target.value })}
                />
              </div>
            </div>
            <CardPaymentField ref={card} error={cardError} />
          </section>
          {user?.teacher && (
            <CreditsBlock balance={user.points} state={state} dispatch={dispatch} />
          )}
        </div>
        <div className={styles.paymentSide}>
          <ShippingSummary
            book={book}
            address={address}
            option={options.find((option) => option.id === state.shippingOptionId)}
            onEdit={() => later(DELAYS.editShipping, () => dispatch({ type: 'editShipping' }))}
          />
          <OrderSummary
            type={state.type}
            quote={order.quote}
            figures={order.figures}
            notice={order.priceNotice}
          />
          {order.error && (
            <div className={styles.failed} role="alert">
              <p>{order.error}</p>
              <Button variant="secondary" size="sm" onClick={order.retry}>
                {COPY.retry}
              </Button>
            </div>
          )}
          <p className={styles.status} role="status">
            {!order.answer && !order.error ? COPY.preparing : ''}
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => dispatch({ type: 'editOrder' })}>
              {COPY.editOrder}
            </Button>
            <Button
              size="lg"
              disabled={!order.answer || processing}
              onClick={() => void purchase()}
            >
              {COPY.purchase}
            </Button>
          </div>
        </div>
      </div>
      {processing && (
        <div className={styles.overlay} role="status" aria-live="assertive">
          <span className={styles.spinner} aria-hidden="true" />
          <p>{COPY.processing}</p>
        </div>
      )}
    </div>
  );
}
