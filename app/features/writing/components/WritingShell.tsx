import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '~/components/ui/Logo';
import styles from './Writing.module.css';

/** The frame of the writing pages: a slim bar back to the account's area, then the page. */
export function WritingShell({
  home,
  homeLabel,
  back,
  title,
  children,
}: {
  home: string;
  homeLabel: string;
  back: { to: string; label: string };
  title: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <div className={`container ${styles.barInner}`}>
          <Link to={home} className={styles.brand} aria-label={homeLabel}>
            <Logo />
          </Link>
        </div>
      </header>
      <main id="main" className={`container ${styles.main}`} tabIndex={-1}>
        <Link to={back.to} className={styles.back}>
          <span aria-hidden="true">←</span> {back.label}
        </Link>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </main>
    </div>
  );
}

export function Loading({ label }: { label: string }) {
  return (
    <p className={styles.muted} role="status">
      {label}
    </p>
  );
}
