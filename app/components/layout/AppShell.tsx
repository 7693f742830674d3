import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '~/components/ui/Logo';
import styles from './AppShell.module.css';

export interface AppShellProps {
  /** Where the logo leads and what it says to a screen reader; without it the logo is no link. */
  home?: { to: string; label: string };
  /** A small label at the end of the bar, e.g. 'Teacher area'. */
  area?: string;
  /** A link above the title, e.g. back to the list. */
  back?: { to: string; label: string };
  /** The page's heading; left out while the record it names is loading. */
  title?: ReactNode;
  intro?: ReactNode;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every signed-in page (classroom, writing, activities, avatar store, orders,
 * staff, admin): a slim bar with the logo, then the page's main landmark with its heading.
 * The bar and the back link are left out of print (sign-in cards, books).
 */
export function AppShell({ home, area, back, title, intro, actions, children }: AppShellProps) {
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <div className={`container ${styles.barInner}`}>
          {home ? (
            <Link to={home.to} className={styles.brand} aria-label={home.label}>
              <Logo />
            </Link>
          ) : (
            <Logo />
          )}
          {area && <span className={styles.barLabel}>{area}</span>}
        </div>
      </header>
      <main id="main" className={`container ${styles.main}`} tabIndex={-1}>
        {back && (
          <Link to={back.to} className={styles.back}>
            <span aria-hidden="true">←</span> {back.label}
          </Link>
        )}
        {title !== undefined && (
          <div className={styles.heading}>
            <div>
              <h1 className={styles.title}>{title}</h1>
              {intro && <p className={styles.intro}>{intro}</p>}
            </div>
            {actions && <div className={styles.headingActions}>{actions}</div>}
          </div>
        )}
        {children}
      </main>
    </div>
  );
}
