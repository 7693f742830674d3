import { PROGRESS_STATES, type ProgressCounts } from '@common/classroom/progress';
import { PROGRESS_LABELS } from '@common/copy/overview';
import { STATE_ICONS } from '../utils/state-icons';
import styles from './Overview.module.css';

/**
 * An assignment's progress: a compact bar of coloured segments (decoration) and the same
 * counts in words beside it, e.g. "✓ Approved 4". Archived appears only when some work is.
 */
export function ProgressBar({ counts, label }: { counts: ProgressCounts; label: string }) {
  const total = PROGRESS_STATES.reduce((sum, state) => sum + counts[state], 0);
  const shown = PROGRESS_STATES.filter((state) => state !== 'archived' || counts.archived > 0);
  return (
    <div className={styles.section}>
      <div className={styles.bar} aria-hidden="true">
        {total > 0 &&
          PROGRESS_STATES.map((state) =>
            counts[state] > 0 ? (
              <span
                key={state}
                className={`${styles.segment} ${styles[state]}`}
                style={{ width: `${(counts[state] / total) * 100}%` }}
              />
            ) : null,
          )}
      </div>
      <ul className={styles.legend} aria-label={label}>
        {shown.map((state) => (
          <li key={state} className={styles.legendItem} data-state={state}>
            <span className={`${styles.swatch} ${styles[state]}`} aria-hidden="true" />
            <span aria-hidden="true">{STATE_ICONS[state]}</span>
            {PROGRESS_LABELS[state]} <strong>{counts[state]}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
