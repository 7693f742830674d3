import { Link } from 'react-router';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { ACADEMY_NAME, ACADEMY_NAV } from '@common/copy/academy';
import { ACADEMY_APP_COPY } from '@common/copy/academy-builder';
import { ButtonLink } from '~/components/ui/Button';
import { Logo } from '~/components/ui/Logo';
import { useAcademyAccount } from '@academy/features/auth/api';
import styles from './AcademyHeader.module.css';

/**
 * The Academy's own bar: its name, the catalogue, and the two ways in; for someone signed in
 * (back on a join link or the catalogue), the way to their own courses instead.
 */
export function AcademyHeader() {
  const account = useAcademyAccount().data?.account;
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
          {account ? (
            account.role === 'instructor' ? (
              <ButtonLink href={ACADEMY_PATHS.instructorArea} size="sm">
                {ACADEMY_APP_COPY.teaching}
              </ButtonLink>
            ) : (
              <ButtonLink href={ACADEMY_PATHS.participantArea} size="sm">
                {ACADEMY_APP_COPY.learning}
              </ButtonLink>
            )
          ) : (
            <>
              <ButtonLink href={ACADEMY_PATHS.participantSignIn} variant="ghost" size="sm">
                {ACADEMY_NAV.signIn}
              </ButtonLink>
              <ButtonLink href={ACADEMY_PATHS.instructorSignUp} size="sm">
                {ACADEMY_NAV.teach}
              </ButtonLink>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
