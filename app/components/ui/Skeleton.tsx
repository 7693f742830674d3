import styles from './Skeleton.module.css';

/**
 * A placeholder while data loads (issue 11, point 2): grey bars in the shape of what is
 * coming, announced once to screen readers by `label`, never a blank page.
 */
export function Skeleton({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <div className={styles.skeleton} role="status" aria-live="polite" data-testid="skeleton">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className={styles.line} aria-hidden="true" />
      ))}
    </div>
  );
}
