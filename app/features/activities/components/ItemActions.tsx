import { ACTIVITIES_COPY as COPY } from '../utils/copy';
import styles from './Form.module.css';

interface ItemActionsProps {
  /** Names the item in the buttons' accessible labels, e.g. 'question 2'. */
  what: string;
  index: number;
  count: number;
  onMove?: (from: number, to: number) => void;
  onRemove: () => void;
  /** The last remaining item of a list that needs one cannot be removed. */
  canRemove?: boolean;
}

/** Move up, move down and remove buttons for one row of an editable list. */
export function ItemActions({
  what,
  index,
  count,
  onMove,
  onRemove,
  canRemove = true,
}: ItemActionsProps) {
  return (
    <div className={styles.itemActions}>
      {onMove && (
        <>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={COPY.moveUp(what)}
            title={COPY.moveUp(what)}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={COPY.moveDown(what)}
            title={COPY.moveDown(what)}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <span aria-hidden="true">↓</span>
          </button>
        </>
      )}
      <button
        type="button"
        className={styles.iconButton}
        aria-label={COPY.removeItem(what)}
        title={COPY.removeItem(what)}
        disabled={!canRemove}
        onClick={onRemove}
      >
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  );
}
