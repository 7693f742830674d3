import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { ACADEMY_NAME } from '@common/copy/academy';
import { ACADEMY_APP_COPY } from '@common/copy/academy-builder';
import { Logo } from '~/components/ui/Logo';
import styles from './AcademyBar.module.css';

/** The link style of the bar's own links (`className`, plus the active one's). */
export const academyBarLink = styles.link;

/**
 * The Academy's bar, public (AcademyHeader) and signed in (AcademyAppHeader): its name and
 * gold tag linking home, then what each puts beside it.
 */
export function AcademyBar({ children }: { children: ReactNode }) {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to={ACADEMY_PATHS.home} className={styles.brand} aria-label={`${ACADEMY_NAME} home`}>
          <Logo />
          <span className={styles.tag} aria-hidden="true">
            {ACADEMY_APP_COPY.nav}
          </span>
        </Link>
        {children}
      </div>
    </header>
  );
}
