import { Link } from 'react-router';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { ACADEMY_NAME, ACADEMY_NAV } from '@common/copy/academy';
import { ButtonLink } from '~/components/ui/Button';
import { Logo } from '~/components/ui/Logo';
import styles from './AcademyHeader.module.css';

/** The Academy's own bar: its name, the catalogue, and the two ways in. */
export function AcademyHeader() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to={ACADEMY_PATHS.home} className={styles.brand} aria-label={`${ACADEMY_NAME} home`}>
          <Logo />
          <span className={styles.tag} aria-hidden="true">
            Academy
          </span>
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          <a href="/#courses" className={styles.link}>
            {ACADEMY_NAV.courses}
          </a>
          <a href="/#instructors" className={styles.link}>
            {ACADEMY_NAV.instructors}
          </a>
          <ButtonLink href={ACADEMY_PATHS.participantSignIn} variant="ghost" size="sm">
            {ACADEMY_NAV.signIn}
          </ButtonLink>
          <ButtonLink href={ACADEMY_PATHS.instructorSignUp} size="sm">
            {ACADEMY_NAV.teach}
          </ButtonLink>
        </nav>
      </div>
    </header>
  );
}
