import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

/**
 * What a list shows while it has nothing (issue 11, point 2): what will appear here and the
 * next step, e.g. "No classes yet" with a button to create the first one.
 */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className={styles.empty}>
      <p className={styles.title}>{title}</p>
      {children && <div className={styles.body}>{children}</div>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
