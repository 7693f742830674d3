import { useId } from 'react';
import { CARD_FIELD_COPY } from '@common/copy/payment';
import styles from './Billing.module.css';

export interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
}

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);
const FORMAT: Record<keyof CardValues, (value: string) => string> = {
  number: (value) => digits(value, 19).replace(/(\d{4})(?=\d)/g, '$1 '),
  expiry: (value) => {
    let typed = digits(value, 4);
    if (/^[2-9]/.test(typed)) typed = `0${typed}`.slice(0, 4);
    return typed.length > 2 ? `${typed.slice(0, 2)} / ${typed.slice(2)}` : typed;
  },
  cvc: (value) => digits(value, 4),
};

/** Complete enough to send; the server answers anything else with the provider's message. */
export const cardComplete = ({ number, expiry, cvc }: CardValues) => {
  const count = number.replace(/\D/g, '').length;
  return (
    count >= 13 && count <= 19 && expiry.replace(/\D/g, '').length === 4 && /^\d{3,4}$/.test(cvc)
  );
};

/**
 * The local billing provider's card field: Stripe's test cards, with the store's labels and
 * test-mode hint (common/copy/payment.ts). Saved real cards are never offered into it.
 */
export function BillingCardField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: CardValues;
  onChange: (value: CardValues) => void;
  error: string | null;
  disabled?: boolean;
}) {
  const id = useId();
  const described = error ? `${id}-hint ${id}-error` : `${id}-hint`;
  const input = (name: keyof CardValues, label: string, placeholder: string) => (
    <label className={name === 'number' ? styles.cardNumber : undefined}>
      {label}
      <input
        name={`card-${name}`}
        className={styles.cardInput}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={value[name]}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => onChange({ ...value, [name]: FORMAT[name](event.target.value) })}
      />
    </label>
  );
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.choiceTitle}>{CARD_FIELD_COPY.cardLabel}</legend>
      <div className={styles.cardGrid}>
        {input('number', CARD_FIELD_COPY.numberLabel, CARD_FIELD_COPY.numberPlaceholder)}
        {input('expiry', CARD_FIELD_COPY.expiryLabel, CARD_FIELD_COPY.expiryPlaceholder)}
        {input('cvc', CARD_FIELD_COPY.cvcLabel, CARD_FIELD_COPY.cvcPlaceholder)}
      </div>
      <p id={`${id}-hint`} className={styles.muted}>
        {CARD_FIELD_COPY.testModeHint}
      </p>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
