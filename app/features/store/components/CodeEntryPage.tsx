import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ACCESS_CODE_LENGTH, DELAYS } from '@common/constants';
import { STORE_COPY } from '@common/copy/store';
import { PATHS } from '@common/routes';
import { Button } from '~/components/ui/Button';
import { ApiError } from '~/lib/api';
import { useFindBook } from '../api/search-book';
import { useLater } from '../hooks/use-later';
import { preselectedChildOf, withPreselectedChild } from '../hooks/preselected-child';
import { searchChildren } from '../api/search-children';
import { checkoutReducer, INITIAL_CHECKOUT } from '../state/checkout-state';
import { saveCheckout } from '../state/checkout-storage';
import styles from './Store.module.css';
// preview (issue 12)
import { StoreSample } from './StoreSample';
import { STORE_MESSAGES } from '@common/store/messages';

const COPY = STORE_COPY.codeEntry;

/** Uppercased as typed, without spaces, at most 5 characters (SPEC §2.7, §5). */
export const normaliseCode = (value: string) =>
  value.replace(/\s+/g, '').toUpperCase().slice(0, ACCESS_CODE_LENGTH);

/** The server's own words when it refuses more look-ups for a while (429). */
function tooManyTries(failure: unknown): string | undefined {
  return failure instanceof ApiError && failure.status === 429
    ? failure.body.errors?.code
    : undefined;
}

/**
 * /store: the book code entry (checkout stage 0, which resets the summary). Enter or 'Purchase
 * now' searches when the code has exactly 5 characters; a found book opens the checkout after
 * 500 ms.
 */
export function CodeEntryPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const later = useLater();
  const findBook = useFindBook();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState(() => normaliseCode(params.get('code') ?? ''));
  const [status, setStatus] = useState<'idle' | 'searching' | 'found'>('idle');
  const [error, setError] = useState<string | null>(null);

  // Issue 12 (part "parents"): a parent's 'Order this book' names the book and the child.
  const [preselect] = useState(() => preselectedChildOf(params));
  const started = useRef(false);

  useEffect(() => {
    saveCheckout(INITIAL_CHECKOUT);
    inputRef.current?.focus();
    if (preselect && !started.current) {
      started.current = true;
      void search();
    }
    // Once, on arrival: later searches are the buyer's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function search(event?: FormEvent) {
    event?.preventDefault();
    if (code.length !== ACCESS_CODE_LENGTH || status !== 'idle') return;
    setStatus('searching');
    setError(null);
    const book = await findBook(code).catch((failure: unknown) => {
      setStatus('idle');
      setError(tooManyTries(failure) ?? STORE_MESSAGES.codeNotFound);
      return null;
    });
    if (!book) return;
    let state = checkoutReducer(INITIAL_CHECKOUT, { type: 'bookFound', book });
    if (preselect)
      state = await withPreselectedChild(state, preselect, (q) => searchChildren(code, q));
    saveCheckout(state);
    setStatus('found');
    later(DELAYS.storeRedirect, () => void navigate(PATHS.storeCheckout));
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <section className={`container ${styles.codePage}`} aria-labelledby={`${id}-title`}>
      <p className={styles.eyebrow}>{COPY.title}</p>
      <h1 id={`${id}-title`} className={styles.pageTitle}>
        {COPY.heading}
      </h1>
      <p className={styles.lead}>{COPY.intro}</p>
      <form className={styles.codeForm} onSubmit={(event) => void search(event)} noValidate>
        <label htmlFor={`${id}-code`} className={styles.label}>
          {COPY.codeLabel}
        </label>
        <div className={styles.codeRow}>
          <input
            ref={inputRef}
            id={`${id}-code`}
            name="code"
            className={styles.codeInput}
            value={code}
            onChange={(event) => {
              setCode(normaliseCode(event.target.value));
              setError(null);
            }}
            maxLength={ACCESS_CODE_LENGTH}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          />
          <Button type="submit" size="lg" disabled={status !== 'idle'}>
            {COPY.submit}
          </Button>
        </div>
        <p id={hintId} className={styles.hint}>
          {COPY.codeHint}
        </p>
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
        <p className={styles.status} role="status">
          {status === 'searching' ? COPY.searching : status === 'found' ? COPY.found : ''}
        </p>
      </form>
      <p className={styles.pastOrders}>
        <Link to={PATHS.storeOrders}>{COPY.pastOrders}</Link>
      </p>
      <StoreSample />
    </section>
  );
}
