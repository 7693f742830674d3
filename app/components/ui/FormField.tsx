import type { ReactNode } from 'react';
import styles from './Field.module.css';

interface FieldFrame {
  /** The control's id; its label points at it and its error is `${id}-error`. */
  id: string;
  label: string;
  /** A message under the control; a field can also be marked invalid without one. */
  error?: string | null | undefined;
  invalid?: boolean;
  autoComplete?: string;
  /** A line under the label that helps fill the field in, always read with it. */
  hint?: string;
  /** The id of a message elsewhere that explains the error (a step's summary at its top). */
  describedBy?: string | undefined;
}

/** Label, control and message, laid out and linked the same way in every form. */
function Frame({ id, label, error, hint, children }: FieldFrame & { children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

const invalidProps = ({ id, error, invalid, hint, describedBy }: FieldFrame) => ({
  'aria-invalid': error || invalid ? true : undefined,
  'aria-describedby':
    [
      hint ? `${id}-hint` : '',
      error ? `${id}-error` : '',
      invalid || error ? (describedBy ?? '') : '',
    ]
      .filter(Boolean)
      .join(' ') || undefined,
});

/** A labelled text input (text, email or telephone). */
export function InputField(
  props: FieldFrame & {
    value: string;
    onChange: (value: string) => void;
    type?: 'text' | 'email' | 'tel';
    name?: string;
  },
) {
  const { id, value, onChange, type = 'text', name, autoComplete = 'off' } = props;
  return (
    <Frame {...props}>
      <input
        id={id}
        name={name}
        type={type}
        className={styles.input}
        value={value}
        autoComplete={autoComplete}
        {...invalidProps(props)}
        onChange={(event) => onChange(event.target.value)}
      />
    </Frame>
  );
}

/** A labelled dropdown; `placeholder` adds a first, empty choice ('Choose a state'). */
export function SelectField(
  props: FieldFrame & {
    value: string;
    onChange: (value: string) => void;
    options: readonly { value: string; label: string }[];
    placeholder?: string;
  },
) {
  const { id, value, onChange, options, placeholder, autoComplete } = props;
  return (
    <Frame {...props}>
      <select
        id={id}
        className={styles.input}
        value={value}
        autoComplete={autoComplete}
        {...invalidProps(props)}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}
