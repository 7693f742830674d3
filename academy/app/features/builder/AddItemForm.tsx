import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/Button';
import styles from './Outline.module.css';

/**
 * A title field and its Add button (a new chapter, a new lesson). The new item's id is
 * chosen once per title, so a double submit or a retry adds it once.
 */
export function AddItemForm({
  label,
  placeholder,
  submitLabel,
  add,
}: {
  label: string;
  placeholder: string;
  submitLabel: string;
  add: (id: string, title: string) => Promise<string | null>;
}) {
  const inputId = useId();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const itemId = useRef(crypto.randomUUID());

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const failure = await add(itemId.current, title);
    setBusy(false);
    setError(failure);
    if (!failure) {
      setTitle('');
      itemId.current = crypto.randomUUID();
    }
  }

  return (
    <form className={styles.addForm} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <input
        id={inputId}
        className={styles.input}
        value={title}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        onChange={(event) => {
          setTitle(event.target.value);
          itemId.current = crypto.randomUUID();
        }}
      />
      <Button type="submit" variant="secondary" size="sm" disabled={busy}>
        {submitLabel}
      </Button>
      {error && (
        <p id={`${inputId}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
