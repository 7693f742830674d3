import { useId } from 'react';
import { STORE_PREVIEW_COPY } from '@common/copy/store-preview';
import { COVER_NAME_MAX_LENGTH } from '@common/store/preview';
import styles from './CoverNameField.module.css';

const COPY = STORE_PREVIEW_COPY.coverName;

/**
 * The name on a child's Premium cover (issue 12, point 6), prefilled with what the store shows
 * (first name and last initial) and printed as typed; the preview redraws the cover with it.
 */
export function CoverNameField({
  childName,
  value,
  onChange,
}: {
  childName: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {COPY.label(childName)}
      </label>
      <input
        id={id}
        className={styles.input}
        value={value}
        maxLength={COVER_NAME_MAX_LENGTH}
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {COPY.hint}
      </p>
    </div>
  );
}
