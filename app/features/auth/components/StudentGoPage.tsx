import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AUTH_PAGE_TITLES, LOADING } from '@common/copy/auth';
import { PATHS } from '@common/routes';
import { sessionQuery } from '~/lib/session';
import { useStudentGo } from '../api/student-go';
import { useGoTo } from '../hooks/use-go-to';
import { destinationOf, firstError } from '../utils/auth-api';
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
  // The session as it is now, not as last seen (a session may have ended in another tab).
  const session = useQuery({ ...sessionQuery({ student: true }), staleTime: 0 });
  const status = session.isFetchedAfterMount ? session.data?.status : undefined;
  const open = useStudentGo();
  const { mutate: openSession } = open;

  useEffect(() => {
    if (status === 'signed-out') void navigate(PATHS.studentSignIn, { replace: true });
    if (status !== 'signed-in') return;
    openSession(sid, {
      onSuccess: (answer) => {
        const destination = destinationOf(answer);
        if (destination) goTo(destination);
        else if (!firstError(answer.body.errors)) {
          void navigate(PATHS.studentSignIn, { replace: true });
        }
      },
    });
  }, [status, sid, openSession, navigate, goTo]);

  const error =
    open.data && !destinationOf(open.data) ? (firstError(open.data.body.errors) ?? null) : null;
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
