import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PATHS } from '@common/routes';
import { Logo } from '~/components/ui/Logo';
import { ORDERS_COPY as COPY } from '../utils/copy';
import styles from './Orders.module.css';

/** The frame of the order pages: a slim bar back to the bookstore, then the page. */
export function OrdersShell({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <div className={`container ${styles.barInner}`}>
          <Link to={PATHS.store} className={styles.brand} aria-label={COPY.backToStore}>
            <Logo />
          </Link>
          <span className={styles.barLabel}>{COPY.area}</span>
        </div>
      </header>
      <main id="main" className={`container ${styles.main}`} tabIndex={-1}>
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </main>
    </div>
  );
}

export function Loading({ label }: { label: string }) {
  return (
    <p className={styles.loading} role="status">
      {label}
    </p>
  );
}

export function Failed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className={styles.failed} role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {COPY.retry}
        </button>
      )}
    </div>
  );
}
