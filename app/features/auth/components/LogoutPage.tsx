import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_PAGE_TITLES, LOGGING_OUT } from '@common/copy/auth';
import { DELAYS } from '@common/constants';
import { PATHS } from '@common/routes';
import { currentSession } from '~/lib/session';
import { logIn } from '../api/log-in';
import { logOut } from '../api/log-out';
import { logOutStudent } from '../api/log-out-student';
import { useGoTo } from '../hooks/use-go-to';
import { AREA_PATHS } from '../utils/accounts';
import { LoadingMessage, StatusScreen } from './StatusScreen';

export interface LogoutPageProps {
  /**
   * Runs first, while the sessions still hold: the route hands in the writing feature's last
   * save and clearing of a student's drafts, so a shared computer keeps nobody's writing.
   */
  beforeLogout?: () => Promise<void>;
}

const nothingFirst = async () => undefined;

/**
 * SPEC §2.6 and §4 logout: 'Logging out ...'; every 500 ms the session is ended until it is
 * gone, then home. After impersonation the server restores the original session
 * (`restored`), and the page signs in with it and goes to its area. The server also ends
 * (and clears the cookie of) a student session this adult opened with "Log in as".
 */
export function LogoutPage({ beforeLogout = nothingFirst }: LogoutPageProps) {
  const navigate = useNavigate();
  const goTo = useGoTo();

  useEffect(() => {
    let active = true;
    let timer: number | undefined;
    const attempt = async () => {
      const { body } = await logOut();
      if (!active) return;
      if (body.restored) {
        const login = await logIn({});
        if (!active) return;
        goTo(login.ok && login.body.url ? login.body.url : (body.url ?? PATHS.home));
        return;
      }
      const session = await currentSession();
      if (!active) return;
      if (session.status === 'signed-out') {
        void navigate(PATHS.home, { replace: true });
        return;
      }
      timer = window.setTimeout(() => void attempt(), DELAYS.logoutPolling);
    };
    void beforeLogout().then(() => (active ? attempt() : undefined));
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [navigate, goTo, beforeLogout]);

  return (
    <StatusScreen title={AUTH_PAGE_TITLES.logout} titleHidden>
      <LoadingMessage text={LOGGING_OUT} />
    </StatusScreen>
  );
}

/**
 * SPEC §4: the student variant ends the student session and goes to /auth/student. A teacher
 * or parent who was viewing a student's account (login_as_student keeps their own session)
 * goes back to their own area instead.
 */
export function StudentLogoutPage({ beforeLogout = nothingFirst }: LogoutPageProps) {
  const goTo = useGoTo();
  useEffect(() => {
    let active = true;
    void (async () => {
      await beforeLogout();
      if (!active) return;
      const student = await currentSession({ student: true });
      const impersonated = student.status === 'signed-in' && student.impersonating;
      await logOutStudent();
      if (!active) return;
      if (impersonated) {
        const own = await currentSession();
        if (!active) return;
        if (own.status === 'signed-in') {
          goTo(AREA_PATHS[own.account.type]);
          return;
        }
      }
      goTo(PATHS.studentSignIn);
    })();
    return () => {
      active = false;
    };
  }, [goTo, beforeLogout]);

  return (
    <StatusScreen title={AUTH_PAGE_TITLES.logout} titleHidden>
      <LoadingMessage text={LOGGING_OUT} />
    </StatusScreen>
  );
}
