import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { OUTLINE_COPY as COPY } from '@common/copy/academy-builder';
import { Button } from '~/components/ui/Button';
import styles from './Outline.module.css';

/**
 * A title with "Rename" beside it; renaming swaps in a field with Save and Cancel (Escape
 * cancels). `save` answers an error message, or null when saved.
 */
export function InlineRename({
  title,
  children,
  save,
}: {
  title: string;
  /** How the title shows when not being renamed (a heading, a link). */
  children: ReactNode;
  save: (title: string) => Promise<string | null>;
}) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(title);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const failure = value.trim() === title ? null : await save(value);
    setBusy(false);
    setError(failure);
    if (!failure) setEditing(false);
  }

  if (!editing) {
    return (
      <div className={styles.titleRow}>
        {children}
        <Button
          variant="ghost"
          size="sm"
          aria-label={`${COPY.rename}: ${title}`}
          onClick={() => {
            setValue(title);
            setEditing(true);
          }}
        >
          {COPY.rename}
        </Button>
      </div>
    );
  }
  return (
    <form className={styles.renameForm} onSubmit={(event) => void submit(event)}>
      <label htmlFor={id} className="visually-hidden">
        {COPY.renameLabel(title)}
      </label>
      <input
        id={id}
        className={styles.input}
        value={value}
        // The field replaces the button that opened it, so focus goes to it.
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setEditing(false);
        }}
      />
      <Button type="submit" size="sm" disabled={busy}>
        {COPY.save}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
        {COPY.cancel}
      </Button>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
