import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { AuthResponse } from '@common/schemas/auth';
import { AUTH_PAGE_TITLES, LOADING } from '@common/copy/auth';
import { PATHS } from '@common/routes';
import { apiPost } from '~/lib/api';
import { fetchSession } from '~/lib/session';
import { useGoTo } from '../hooks/use-go-to';
import { AUTH_API, firstError } from '../utils/auth-api';
import { LoadingMessage, StatusScreen, statusStyles } from './StatusScreen';

/**
 * SPEC §2.6 session loading screen: 'Loading ...' and an optional message (query `message`).
 * Without a student session it goes to /auth/student; otherwise student_go (with `sid` when
 * given) hands on to `url`.
 */
export function StudentGoPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const goTo = useGoTo();
  const sid = search.get('sid') ?? undefined;
  const message = search.get('message') ?? undefined;
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    void (async () => {
      const session = await fetchSession({ student: true });
      if (!active) return;
      if (session.status === 'signed-out') {
        void navigate(PATHS.studentSignIn, { replace: true });
        return;
      }
      const { ok, body } = await apiPost<AuthResponse>(AUTH_API.studentGo, sid ? { sid } : {});
      if (!active) return;
      if (ok && (body.url || body.set_password)) {
        goTo(body.url ?? PATHS.studentSetPassword);
        return;
      }
      const problem = firstError(body.errors);
      if (problem) setError(problem);
      else void navigate(PATHS.studentSignIn, { replace: true });
    })();
    return () => {
      active = false;
    };
  }, [sid, navigate, goTo]);

  return (
    <StatusScreen title={AUTH_PAGE_TITLES.studentGo} titleHidden={!error}>
      {error ? (
        <p className={statusStyles.error} role="alert">
          {error}
        </p>
      ) : (
        <LoadingMessage text={LOADING} detail={message} />
      )}
    </StatusScreen>
  );
}
