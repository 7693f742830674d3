import { BOARD_COPY as COPY } from '@common/academy/board-copy';
import styles from './Board.module.css';

/** A post's states in words (never colour alone): pinned, locked, hidden, waiting, refused. */
export function PostLabels({
  pinned = false,
  locked = false,
  hidden,
  status,
  postFirst = false,
}: {
  pinned?: boolean;
  locked?: boolean;
  hidden: boolean;
  status: 'published' | 'pending' | 'rejected';
  postFirst?: boolean;
}) {
  const labels = (
    [
      pinned && COPY.pinned,
      locked && COPY.locked,
      postFirst && COPY.reflectionThread,
      hidden && COPY.hidden,
      status === 'pending' && COPY.pending,
      status === 'rejected' && COPY.rejected,
    ] as (string | false)[]
  ).filter((label): label is string => label !== false);
  if (labels.length === 0) return null;
  return (
    <span className={styles.labels}>
      {labels.map((label) => (
        <span key={label} className={styles.badge}>
          {label}
        </span>
      ))}
    </span>
  );
}
