import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PATHS } from '@common/routes';
import { Logo } from '~/components/ui/Logo';
import { ACTIVITIES_COPY as COPY } from '../utils/copy';
import styles from './Page.module.css';

/** The frame of the activities pages: a slim bar back to the teacher area, then the page. */
export function TeacherShell({
  title,
  intro,
  actions,
  back,
  children,
}: {
  title: string;
  intro?: ReactNode;
  /** Buttons beside the title. */
  actions?: ReactNode;
  /** A link above the title, e.g. back to the list. */
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <div className={`container ${styles.barInner}`}>
          <Link to={PATHS.teacherArea} className={styles.brand} aria-label={COPY.backToArea}>
            <Logo />
          </Link>
          <span className={styles.barLabel}>{COPY.area}</span>
        </div>
      </header>
      <main id="main" className={`container ${styles.main}`} tabIndex={-1}>
        {back && (
          <Link to={back.to} className={styles.back}>
            <span aria-hidden="true">←</span> {back.label}
          </Link>
        )}
        <div className={styles.heading}>
          <div>
            <h1 className={styles.title}>{title}</h1>
            {intro && <p className={styles.intro}>{intro}</p>}
          </div>
          {actions && <div className={styles.headingActions}>{actions}</div>}
        </div>
        {children}
      </main>
    </div>
  );
}

/** 'Loading ...', announced politely. */
export function Loading() {
  return (
    <p className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {COPY.loading}
    </p>
  );
}

/** A load that failed, with a retry. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry?: () => void }) {
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
