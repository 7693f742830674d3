import { useId, useState, type Dispatch } from 'react';
import { CREDITS_PER_BOOK } from '@common/constants';
import { STORE_COPY } from '@common/copy/store';
import { Button } from '~/components/ui/Button';
import { creditsError, redeemedBooks } from '../state/checkout-rules';
import type { CheckoutAction, CheckoutState } from '../state/checkout-state';
import styles from './Store.module.css';

const COPY = STORE_COPY.payment.credits;

/**
 * 'Use Teacher Credits' (signed-in teachers only): whole books at 13 credits each, at most
 * the copies and what the balance pays for. The balance shown goes down as books are
 * redeemed; the server checks the ledger again before charging.
 */
export function CreditsBlock({
  balance,
  state,
  dispatch,
}: {
  balance: number;
  state: CheckoutState;
  dispatch: Dispatch<CheckoutAction>;
}) {
  const id = useId();
  const [books, setBooks] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const redeemed = redeemedBooks(state);

  function apply() {
    const problem = creditsError(state, balance, books);
    setError(problem);
    if (!problem) dispatch({ type: 'redeemBooks', books });
  }

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        {COPY.title}
      </h2>
      <p data-testid="credit-balance">{COPY.balance(balance - state.creditsRedeemed)}</p>
      <p className={styles.hint}>{COPY.rate(CREDITS_PER_BOOK)}</p>
      {redeemed > 0 && (
        <p className={styles.success}>{COPY.redeemed(redeemed, state.creditsRedeemed)}</p>
      )}
      <div className={styles.creditsRow}>
        <div className={styles.field}>
          <label htmlFor={`${id}-books`} className={styles.label}>
            {COPY.booksLabel}
          </label>
          <input
            id={`${id}-books`}
            type="number"
            min={0}
            inputMode="numeric"
            className={`${styles.input} ${styles.quantityInput}`}
            value={Number.isNaN(books) ? '' : books}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              setBooks(event.target.valueAsNumber);
              setError(null);
            }}
          />
        </div>
        <Button variant="secondary" onClick={apply}>
          {COPY.apply}
        </Button>
      </div>
      <p className={styles.error} role="alert">
        {error}
      </p>
    </section>
  );
}
