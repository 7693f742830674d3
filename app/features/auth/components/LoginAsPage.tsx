import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AUTH_PAGE_TITLES, LOADING, LOGIN_AS_FAILED } from '@common/copy/auth';
import { PATHS } from '@common/routes';
import { sessionQuery } from '~/lib/session';
import { useLoginAs } from '../api/login-as';
import { useLoginAsStudent } from '../api/login-as-student';
import { useGoTo } from '../hooks/use-go-to';
import { firstError } from '../utils/auth-api';
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
  // The session as it is now, not as last seen (a session may have ended in another tab).
  const session = useQuery({ ...sessionQuery(), staleTime: 0 });
  const status = session.isFetchedAfterMount ? session.data?.status : undefined;
  const loginAsTeacher = useLoginAs();
  const loginAsStudent = useLoginAsStudent();
  const loginAs = target === 'teacher' ? loginAsTeacher : loginAsStudent;
  const { mutate: open } = loginAs;

  useEffect(() => {
    if (status === 'signed-out') void navigate(PATHS.teacherSignIn, { replace: true });
    if (status !== 'signed-in') return;
    open(id, {
      onSuccess: ({ ok, body }) => {
        if (ok && body.url) goTo(body.url);
      },
    });
  }, [status, id, open, navigate, goTo]);

  const answer = loginAs.data;
  const error =
    answer && !(answer.ok && answer.body.url)
      ? (firstError(answer.body.errors) ?? LOGIN_AS_FAILED)
      : null;
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
