import { UI_COPY } from '@common/copy/ui';
import styles from './LoadFailed.module.css';

/** A load that failed, announced, with a way to try again when there is one. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className={styles.failed} role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {UI_COPY.retry}
        </button>
      )}
    </div>
  );
}
