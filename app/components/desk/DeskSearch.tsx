import { Children, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { Button } from '~/components/ui/Button';
import styles from './DeskSearch.module.css';

/**
 * A desk's search and filters: the search is applied on submit (Enter or the button), the
 * filters beside it at once. The orders desk and the billing desk share it.
 */
export function DeskSearch({
  className,
  label,
  placeholder,
  submitLabel,
  maxLength,
  q,
  onSearch,
  children,
}: {
  /** More of the desk's own look, if any. */
  className?: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  maxLength: number;
  /** The search applied now. */
  q: string;
  onSearch: (q: string) => void;
  children: ReactNode;
}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    const value = new FormData(event.currentTarget as HTMLFormElement).get('q');
    onSearch(typeof value === 'string' ? value : '');
  }
  return (
    <form
      className={className ? `${styles.filters} ${className}` : styles.filters}
      // The search box and one column per filter beside it.
      style={{ '--desk-filters': Children.toArray(children).length } as CSSProperties}
      role="search"
      onSubmit={submit}
      noValidate
    >
      <label className={styles.field}>
        {label}
        <span className={styles.searchRow}>
          <input
            className={styles.control}
            type="search"
            name="q"
            // Keyed by the applied search, so clearing the filters empties the box too.
            key={q}
            defaultValue={q}
            maxLength={maxLength}
            placeholder={placeholder}
          />
          <Button size="sm" type="submit">
            {submitLabel}
          </Button>
        </span>
      </label>
      {children}
    </form>
  );
}

/** A labelled filter of a desk, applied as soon as it changes. */
export function DeskSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <label className={styles.field}>
      {label}
      <select
        className={styles.control}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </label>
  );
}
