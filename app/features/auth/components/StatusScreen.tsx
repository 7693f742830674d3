import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PATHS } from '@common/routes';
import { Logo } from '~/components/ui/Logo';
import styles from './StatusScreen.module.css';

/** The quiet card layout of the other auth screens (SPEC §2.6) and the role areas. */
export function StatusScreen({
  title,
  titleHidden = false,
  children,
}: {
  title: string;
  /** Loading screens keep their heading for assistive technology only. */
  titleHidden?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <main id="main" className={styles.card} tabIndex={-1}>
        <Link to={PATHS.home} className={styles.brand} aria-label="Lectio home">
          <Logo />
        </Link>
        <h1 className={titleHidden ? 'visually-hidden' : styles.title}>{title}</h1>
        {children}
      </main>
    </div>
  );
}

/** 'Loading ...' with a spinner, announced politely. */
export function LoadingMessage({ text, detail }: { text: string; detail?: string }) {
  return (
    <div role="status">
      <p className={styles.loading}>
        <span className={styles.spinner} aria-hidden="true" />
        {text}
      </p>
      {detail && <p className={styles.intro}>{detail}</p>}
    </div>
  );
}

export const statusStyles = styles;
