import { ACADEMY_PATHS } from '@common/academy/routes';
import { ACADEMY_NAV } from '@common/copy/academy';
import { ButtonLink } from '~/components/ui/Button';
import { AcademyBar, academyBarLink } from './AcademyBar';
import styles from './AcademyHeader.module.css';

/** The Academy's own bar: its name, the catalogue, and the two ways in. */
export function AcademyHeader() {
  const inPage = `${academyBarLink} ${styles.inPage}`;
  return (
    <AcademyBar>
      <nav aria-label="Main" className={styles.nav}>
        <a href="/#courses" className={inPage}>
          {ACADEMY_NAV.courses}
        </a>
        <a href="/#instructors" className={inPage}>
          {ACADEMY_NAV.instructors}
        </a>
        <ButtonLink href={ACADEMY_PATHS.participantSignIn} variant="ghost" size="sm">
          {ACADEMY_NAV.signIn}
        </ButtonLink>
        <ButtonLink href={ACADEMY_PATHS.instructorSignUp} size="sm">
          {ACADEMY_NAV.teach}
        </ButtonLink>
      </nav>
    </AcademyBar>
  );
}
