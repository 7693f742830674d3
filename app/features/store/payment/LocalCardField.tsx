import { useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { CARD_FIELD_COPY } from '@common/copy/payment';
import styles from './CardPaymentField.module.css';
import { CardFieldError } from './CardFieldError';
import {
  formatCardNumber,
  formatCvc,
  formatExpiry,
  isCardComplete,
  type LocalCardValues,
} from './card-input';
import { confirmLocalPayment } from '../api/confirm-local-payment';
import { revealError } from '~/lib/reveal-error';
import type { CardFieldProps } from './types';

/**
 * The card field of the local test provider (no Stripe keys): number, expiry and CVC inputs
 * that answer Stripe's test cards. Browsers are asked not to fill in saved cards: this form
 * never takes a real payment.
 */
export function LocalCardField({ ref, error, onCompleteChange }: CardFieldProps) {
  const id = useId();
  const [card, setCard] = useState<LocalCardValues>({ number: '', expiry: '', cvc: '' });
  const complete = isCardComplete(card);
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const numberInput = useRef<HTMLInputElement>(null);
  const onComplete = useRef(onCompleteChange);
  useEffect(() => {
    onComplete.current = onCompleteChange;
  });
  useEffect(() => {
    onComplete.current?.(complete);
  }, [complete]);

  useImperativeHandle(
    ref,
    () => ({
      confirm: ({ clientSecret, billing }) => confirmLocalPayment({ clientSecret, card, billing }),
      reveal: () => revealError(fieldset.current, numberInput.current),
    }),
    [card],
  );

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? `${hintId} ${errorId}` : hintId;
  const input = (
    name: keyof LocalCardValues,
    label: string,
    placeholder: string,
    format: (value: string) => string,
  ) => (
    <div className={styles[name]}>
      <label htmlFor={`${id}-${name}`} className={styles.label}>
        {label}
      </label>
      <input
        ref={name === 'number' ? numberInput : undefined}
        id={`${id}-${name}`}
        name={`card-${name}`}
        className={styles.input}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={card[name]}
        onChange={(event) => {
          const value = format(event.target.value);
          setCard((current) => ({ ...current, [name]: value }));
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
    </div>
  );

  return (
    <fieldset ref={fieldset} className={styles.field}>
      <legend className={styles.legend}>{CARD_FIELD_COPY.cardLabel}</legend>
      <div className={styles.localGrid}>
        {input(
          'number',
          CARD_FIELD_COPY.numberLabel,
          CARD_FIELD_COPY.numberPlaceholder,
          formatCardNumber,
        )}
        {input(
          'expiry',
          CARD_FIELD_COPY.expiryLabel,
          CARD_FIELD_COPY.expiryPlaceholder,
          formatExpiry,
        )}
        {input('cvc', CARD_FIELD_COPY.cvcLabel, CARD_FIELD_COPY.cvcPlaceholder, formatCvc)}
      </div>
      <p id={hintId} className={styles.hint}>
        {CARD_FIELD_COPY.testModeHint}
      </p>
      <CardFieldError id={errorId} message={error} />
    </fieldset>
  );
}
