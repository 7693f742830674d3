import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './Form.module.css';

interface TextFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  type?: 'text' | 'email' | 'password' | 'date';
  autoComplete?: string;
  error?: string;
  hint?: ReactNode;
  inputMode?: 'email' | 'text';
}

/** A labelled input with its hint and error linked by aria-describedby. */
export function TextField({
  id,
  label,
  registration,
  type = 'text',
  autoComplete,
  error,
  hint,
  inputMode,
}: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        className={styles.input}
        autoComplete={autoComplete}
        inputMode={inputMode}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...registration}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} data-testid={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
