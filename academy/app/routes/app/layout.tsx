import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { ACADEMY_APP_COPY as COPY } from '@common/copy/academy-builder';
import { Skeleton } from '~/components/ui/Skeleton';
import { useAcademyAccount } from '@academy/features/auth/api';
import {
  AcademyAppHeader,
  type AcademyShellAccount,
} from '@academy/features/app-shell/AcademyAppHeader';
import { AcademyFooter } from '@academy/features/site/AcademyFooter';
import styles from './layout.module.css';

const isInstructorPath = (path: string) => path.startsWith(ACADEMY_PATHS.instructorArea);

/**
 * The Academy's signed-in pages (/instructor, /learn): its bar with Teaching and My courses
 * and the account menu. Nobody signed in goes to the sign-in page of that area; a participant
 * who opens an instructor page goes to their own courses.
 */
export default function AcademyAppLayout() {
  const session = useAcademyAccount();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const account = session.data?.account;
  const instructorPage = isInstructorPath(pathname);
  const away = session.isError
    ? instructorPage
      ? ACADEMY_PATHS.instructorSignIn
      : ACADEMY_PATHS.participantSignIn
    : account?.role === 'participant' && instructorPage
      ? ACADEMY_PATHS.participantArea
      : null;
  useEffect(() => {
    if (away) void navigate(away, { replace: true });
  }, [away, navigate]);

  return (
    <div className={styles.page}>
      <a className="skip-link" href="#main">
        {COPY.skip}
      </a>
      {account && !away ? (
        <AcademyAppHeader account={account} />
      ) : (
        <div className={styles.placeholderBar} />
      )}
      <main id="main" tabIndex={-1} className={styles.main}>
        {account && !away ? (
          <Outlet context={account satisfies AcademyShellAccount} />
        ) : (
          <div className="container">
            <Skeleton label={COPY.loading} />
          </div>
        )}
      </main>
      <AcademyFooter />
    </div>
  );
}
