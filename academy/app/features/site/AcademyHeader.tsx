import { ACADEMY_PATHS } from '@common/academy/routes';
import { ACADEMY_NAV } from '@common/copy/academy';
import { ACADEMY_APP_COPY } from '@common/copy/academy-builder';
import { ButtonLink } from '~/components/ui/Button';
import { useAcademyAccount } from '@academy/features/auth/api';
import { AcademyBar, academyBarLink } from './AcademyBar';
import styles from './AcademyHeader.module.css';

/**
 * The Academy's own bar: its name, the catalogue, and the two ways in; for someone signed in
 * (back on a join link or the catalogue), the way to their own courses instead.
 */
export function AcademyHeader() {
  const account = useAcademyAccount().data?.account;
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
        {account ? (
          <ButtonLink
            href={
              account.role === 'instructor'
                ? ACADEMY_PATHS.instructorArea
                : ACADEMY_PATHS.participantArea
            }
            size="sm"
          >
            {account.role === 'instructor' ? ACADEMY_APP_COPY.teaching : ACADEMY_APP_COPY.learning}
          </ButtonLink>
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
    </AcademyBar>
  );
}
