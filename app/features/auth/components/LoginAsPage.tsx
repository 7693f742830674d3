import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { AuthResponse } from '@common/schemas/auth';
import { AUTH_PAGE_TITLES, LOADING, LOGIN_AS_FAILED } from '@common/copy/auth';
import { PATHS } from '@common/routes';
import { apiPost } from '~/lib/api';
import { fetchSession } from '~/lib/session';
import { useGoTo } from '../hooks/use-go-to';
import { AUTH_API, firstError } from '../utils/auth-api';
import { LoadingMessage, StatusScreen, statusStyles } from './StatusScreen';

/**
 * SPEC §2.6 impersonation: needs a signed-in teacher session (else /auth/teacher), shows
 * 'Loading ...', calls login_as (tid) or login_as_student (sid), then goes to `url` or shows
 * the error.
 */
export function LoginAsPage({ target }: { target: 'teacher' | 'student' }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const goTo = useGoTo();
  const id = search.get(target === 'teacher' ? 'tid' : 'sid') ?? '';
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    void (async () => {
      const session = await fetchSession();
      if (!active) return;
      if (session.status === 'signed-out') {
        void navigate(PATHS.teacherSignIn, { replace: true });
        return;
      }
      const { ok, body } =
        target === 'teacher'
          ? await apiPost<AuthResponse>(AUTH_API.loginAs, { tid: id })
          : await apiPost<AuthResponse>(AUTH_API.loginAsStudent, { sid: id });
      if (!active) return;
      if (ok && body.url) goTo(body.url);
      else setError(firstError(body.errors) ?? LOGIN_AS_FAILED);
    })();
    return () => {
      active = false;
    };
  }, [id, target, navigate, goTo]);

  return (
    <StatusScreen title={AUTH_PAGE_TITLES.loginAs} titleHidden={!error}>
      {error ? (
        <p className={statusStyles.error} role="alert">
          {error}
        </p>
      ) : (
        <LoadingMessage text={LOADING} />
      )}
    </StatusScreen>
  );
}
