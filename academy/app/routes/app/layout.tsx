import { Outlet } from 'react-router';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { ACADEMY_AREAS } from '@common/copy/academy-auth';
import { useAcademyAccount } from '@academy/features/auth/api';
import styles from './layout.module.css';

/**
 * Stand-in for the signed-in Academy layout (the course builder's part brings the real one,
 * with its navigation): who is signed in, Log out, and a main landmark around the page.
 */
export default function AcademyAppLayout() {
  const account = useAcademyAccount().data?.account;
  return (
    <>
      <header className={styles.bar}>
        {account && (
          <p data-testid="signed-in-as">
            {ACADEMY_AREAS.signedInAs(`${account.firstName} ${account.lastName}`, account.email)}
          </p>
        )}
        <a href={ACADEMY_PATHS.logout}>{ACADEMY_AREAS.logOut}</a>
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
