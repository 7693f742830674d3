import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './Form.module.css';

interface FieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
  /** Rows for a multi-line field; without it the field is a single-line input. */
  rows?: number;
  type?: 'text' | 'date' | 'number';
  /** Hides the label visually (list rows name their fields in a shared heading). */
  labelHidden?: boolean;
  className?: string;
}

/** A labelled input or textarea with its hint and error linked by aria-describedby. */
export function Field({
  id,
  label,
  registration,
  error,
  hint,
  rows,
  type = 'text',
  labelHidden = false,
  className,
}: FieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const shared = {
    id,
    className: styles.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    ...registration,
  };
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={labelHidden ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      {rows ? (
        <textarea rows={rows} {...shared} />
      ) : (
        <input type={type} {...(type === 'number' ? { inputMode: 'numeric' } : {})} {...shared} />
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}

export function FieldError({ id, message }: { id?: string; message: string }) {
  return (
    <p id={id} className={styles.error} data-testid={id}>
      {message}
    </p>
  );
}
