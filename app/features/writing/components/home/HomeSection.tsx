import { useId, type ReactNode } from 'react';
import { EmptyState } from '~/components/ui/EmptyState';
import styles from './StudentHome.module.css';

/** A section of the home: its heading, then its cards or an empty state that teaches. */
export function HomeSection({
  title,
  count,
  empty,
  children,
}: {
  title: string;
  count: number;
  empty: { title: string; body: string };
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
        {count > 0 && <span className={styles.count}> ({count})</span>}
      </h2>
      {count === 0 ? (
        <EmptyState title={empty.title}>{empty.body}</EmptyState>
      ) : (
        <ul className={styles.cards}>{children}</ul>
      )}
    </section>
  );
}
