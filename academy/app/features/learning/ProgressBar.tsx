import styles from './Learning.module.css';

/** A course's progress: a labelled progressbar with the percentage written beside it. */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div className={styles.progress}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
