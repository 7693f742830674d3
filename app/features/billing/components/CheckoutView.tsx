import { useState, type FormEvent } from 'react';
import { SEAT_PRICE_CENTS } from '@common/billing/plans';
import { BILLING_CHECKOUT_COPY as COPY } from '@common/copy/billing-pages';
import { PATHS } from '@common/routes';
import type { LocalCheckout } from '@common/schemas/billing';
import { Button, ButtonLink } from '~/components/ui/Button';
import type { CompleteResult } from '../api/local-checkout';
import { BillingCardField, cardComplete, type CardValues } from './BillingCardField';
import styles from './Billing.module.css';

export interface CheckoutViewProps {
  checkout: LocalCheckout;
  /** Pays with the card; the page follows the url it answers. */
  onPay: (card: CardValues) => Promise<CompleteResult>;
  onPaid: (url: string) => void;
}

/**
 * The local twin of Stripe Checkout (issue 16, point 1): what is bought (seats × price = total
 * per period, for which account), the terms, a card field for Stripe's test cards, Pay with
 * progress, a decline's message with the way forward, then back where the server says.
 */
export function CheckoutView({ checkout, onPay, onPaid }: CheckoutViewProps) {
  const [card, setCard] = useState<CardValues>({ number: '', expiry: '', cvc: '' });
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const setup = checkout.mode === 'setup';

  if (checkout.status !== 'open') {
    return (
      <div className={`${styles.panel} ${styles.narrow}`} data-testid="checkout-closed">
        <p>{checkout.status === 'complete' ? COPY.complete : COPY.expired}</p>
        <ButtonLink href={PATHS.teacherBilling}>{COPY.backToBilling}</ButtonLink>
      </div>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPaying(true);
    setError(null);
    const result = await onPay(card);
    if (result.ok) {
      onPaid(result.url);
      return;
    }
    setPaying(false);
    setError(result.message ? `${result.message} ${COPY.declinedHelp}` : COPY.payFailed);
  }

  return (
    <form className={`${styles.layout} ${styles.narrow}`} onSubmit={(event) => void submit(event)}>
      <p className={styles.testMode} data-testid="checkout-test-mode">
        {COPY.testMode}
      </p>
      <section className={styles.panel} aria-labelledby="checkout-what">
        <h2 id="checkout-what" className={styles.panelTitle}>
          {COPY.what}
        </h2>
        <dl className={styles.summary}>
          <div className={styles.summaryRow}>
            <dt className={styles.muted}>{COPY.account}</dt>
            <dd>{checkout.accountName}</dd>
          </div>
          {!setup && (
            <>
              <div className={styles.summaryRow}>
                <dt>
                  {checkout.invoiceNumber
                    ? COPY.invoiceLine(checkout.invoiceNumber)
                    : checkout.seats !== null &&
                      checkout.period &&
                      COPY.line(checkout.seats, SEAT_PRICE_CENTS[checkout.period], checkout.period)}
                </dt>
                <dd />
              </div>
              <div className={styles.total}>
                <dt>{COPY.totalLabel}</dt>
                <dd data-testid="checkout-total">
                  {COPY.total(checkout.amountCents, checkout.period)}
                </dd>
              </div>
            </>
          )}
        </dl>
        {setup && <p className={styles.note}>{COPY.setupText}</p>}
      </section>
      {!setup && <p className={styles.terms}>{COPY.terms}</p>}
      <BillingCardField value={card} onChange={setCard} error={error} disabled={paying} />
      <div className={styles.actions}>
        <Button type="submit" disabled={paying || !cardComplete(card)} size="lg">
          {paying
            ? setup
              ? COPY.saving
              : COPY.paying
            : setup
              ? COPY.saveCard
              : COPY.pay(checkout.amountCents)}
        </Button>
        <ButtonLink href={PATHS.teacherBilling} variant="ghost">
          {COPY.cancel}
        </ButtonLink>
      </div>
    </form>
  );
}
