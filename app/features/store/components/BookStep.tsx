import { useEffect, useId, useRef, useState, type Dispatch } from 'react';
import { DELAYS } from '@common/constants';
import { STORE_COPY } from '@common/copy/store';
import type { BookDetails } from '@common/schemas/store';
import { formatUsd, unitPriceCents, type PurchaseType } from '@common/store/pricing';
import { Button } from '~/components/ui/Button';
import { useLater } from '../hooks/use-later';
import { bookStepError, classOrderTermsOf } from '../state/checkout-rules';
import {
  isPerChild,
  typesFor,
  type CheckoutAction,
  type CheckoutState,
} from '../state/checkout-state';
import { BookPagesNote } from './BookPagesNote';
import { ChildSearch } from './ChildSearch';
import { revealError } from '~/lib/reveal-error';
// preview (issue 12)
import { CoverNameField } from './CoverNameField';
import coverStyles from './CoverNameField.module.css';
import styles from './Store.module.css';

const COPY = STORE_COPY.type;
const TYPE_TEXT: Record<PurchaseType, { label: string; note: string }> = {
  premium: { label: COPY.premium, note: COPY.premiumNote },
  standard: { label: COPY.standard, note: COPY.standardNote },
  journal: { label: COPY.journal, note: COPY.journalNote },
};

/** Step 1: the kind of book and the copies, per child or for the whole class. */
export function BookStep({
  state,
  book,
  dispatch,
}: {
  state: CheckoutState;
  book: BookDetails;
  dispatch: Dispatch<CheckoutAction>;
}) {
  const id = useId();
  const later = useLater();
  const [error, setError] = useState<string | null>(null);
  const [shaking, setShaking] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const message = useRef<HTMLParagraphElement>(null);
  // Issue 12, point 10: the message is brought into view and focused, so it is read out.
  useEffect(() => {
    if (attempt > 0) revealError(message.current);
  }, [attempt]);

  function next() {
    const problem = bookStepError(state, classOrderTermsOf(book));
    setError(problem);
    if (problem) {
      setAttempt((count) => count + 1);
      // The box shakes for 500 ms (SPEC §5, §9); the message stays until the copies change.
      setShaking(true);
      later(DELAYS.shake, () => setShaking(false));
      return;
    }
    dispatch({ type: 'goToStage', stage: 2 });
  }
  const changed = (action: CheckoutAction) => {
    setError(null);
    dispatch(action);
  };

  return (
    <div className={styles.step}>
      <div
        className={[styles.box, error ? styles.boxError : '', shaking ? styles.shake : '']
          .filter(Boolean)
          .join(' ')}
        data-testid="book-box"
        data-shaking={shaking || undefined}
      >
        <fieldset className={styles.types}>
          <legend id={`${id}-legend`} className={styles.stepTitle}>
            {COPY.legend}
          </legend>
          {typesFor(book).map((type) => (
            <label key={type} className={styles.typeOption}>
              <input
                type="radio"
                name={`${id}-type`}
                value={type}
                checked={state.type === type}
                onChange={() => changed({ type: 'chooseType', purchaseType: type })}
              />
              <span className={styles.typeText}>
                <span className={styles.typeName}>{TYPE_TEXT[type].label}</span>
                <span className={styles.typeNote}>{TYPE_TEXT[type].note}</span>
                {/* book-pdf (issue 12): the editions' page counts */}
                <BookPagesNote
                  code={book.bookCode}
                  type={type}
                  childName={state.items[0]?.studentName ?? null}
                />
              </span>
              <span className={styles.typePrice}>{formatUsd(unitPriceCents(type))}</span>
            </label>
          ))}
        </fieldset>

        {isPerChild(state.type) ? (
          <>
            <ChildSearch
              code={book.bookCode}
              chosenIds={state.items.map((item) => item.studentId)}
              onChoose={(child) => changed({ type: 'addChild', child })}
            />
            {state.items.length > 0 && (
              <ul className={styles.chosen} aria-label={COPY.chosenLabel}>
                {state.items.map((item) => (
                  <li key={item.studentId} className={`${styles.chosenItem} ${coverStyles.row}`}>
                    <span className={styles.chosenName}>{item.studentName}</span>
                    <label className={styles.quantity}>
                      <span className="visually-hidden">
                        {COPY.quantityLabel(item.studentName)}
                      </span>
                      <input
                        type="number"
                        min={0}
                        inputMode="numeric"
                        className={styles.quantityInput}
                        value={item.quantity}
                        onChange={(event) =>
                          changed({
                            type: 'setChildQuantity',
                            studentId: item.studentId,
                            quantity: event.target.valueAsNumber,
                          })
                        }
                      />
                    </label>
                    <button
                      type="button"
                      className={styles.remove}
                      aria-label={COPY.remove(item.studentName)}
                      onClick={() => changed({ type: 'removeChild', studentId: item.studentId })}
                    >
                      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                        <path
                          d="M6 6l12 12M18 6L6 18"
                          stroke="currentColor"
                          strokeWidth="2.2"
                          strokeLinecap="round"
                        />
                      </svg>
                    </button>
                    {state.type === 'premium' && (
                      <CoverNameField
                        childName={item.studentName}
                        value={item.coverName ?? item.studentName}
                        onChange={(coverName) =>
                          dispatch({ type: 'setCoverName', studentId: item.studentId, coverName })
                        }
                      />
                    )}
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : (
          <div className={styles.copies}>
            <label htmlFor={`${id}-copies`} className={styles.label}>
              {COPY.copiesLabel}
            </label>
            <input
              id={`${id}-copies`}
              type="number"
              min={0}
              inputMode="numeric"
              className={`${styles.input} ${styles.quantityInput}`}
              value={state.copies}
              onChange={(event) =>
                changed({ type: 'setCopies', copies: event.target.valueAsNumber })
              }
            />
          </div>
        )}
        <p ref={message} className={styles.error} role="alert" tabIndex={-1}>
          {error}
        </p>
      </div>
      <div className={styles.actions}>
        <Button size="lg" onClick={next}>
          {book.openClassOrder ? COPY.nextDetails : COPY.nextShipping}
        </Button>
      </div>
    </div>
  );
}
