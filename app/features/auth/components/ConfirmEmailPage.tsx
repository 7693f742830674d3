import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { CONFIRM_EMAIL } from '@common/copy/auth';
import { DELAYS } from '@common/constants';
import { PATHS } from '@common/routes';
import { useConfirmEmail } from '../api/confirm-email';
import { useGoTo } from '../hooks/use-go-to';
import { firstError } from '../utils/auth-api';
import { LoadingMessage, StatusScreen, statusStyles } from './StatusScreen';

type ConfirmState =
  | { phase: 'loading' }
  | { phase: 'confirmed'; message: string; url: string }
  | { phase: 'failed'; error: string };

/**
 * SPEC §2.6, §4, §8 confirm email (query e, c): 'loading...', then the server's message and
 * 'redirecting you in 3s' before going to `url`; on failure the error with a sad face and
 * 'You are being redirected to the login service...', then /auth/student after 1.5 s.
 */
export function ConfirmEmailPage() {
  const [search] = useSearchParams();
  const goTo = useGoTo();
  const e = search.get('e') ?? '';
  const c = search.get('c') ?? '';
  const confirm = useConfirmEmail();
  const { mutate } = confirm;

  useEffect(() => {
    if (e && c) mutate({ e, c });
  }, [e, c, mutate]);

  const answer = confirm.data;
  let state: ConfirmState;
  if (!e || !c) state = { phase: 'failed', error: CONFIRM_EMAIL.incomplete };
  else if (!answer) state = { phase: 'loading' };
  else if (answer.ok && answer.body.url) {
    state = { phase: 'confirmed', message: answer.body.message ?? '', url: answer.body.url };
  } else {
    state = { phase: 'failed', error: firstError(answer.body.errors) ?? CONFIRM_EMAIL.incomplete };
  }

  // The redirect timer starts the moment the outcome is shown (SPEC §4: result, then redirect).
  const [target, delay] =
    state.phase === 'confirmed'
      ? [state.url, DELAYS.confirmEmailAnnouncedSeconds * 1000]
      : state.phase === 'failed'
        ? [PATHS.studentSignIn, DELAYS.confirmationRedirect]
        : [null, 0];
  useEffect(() => {
    if (target === null) return;
    const timer = window.setTimeout(() => goTo(target), delay);
    return () => window.clearTimeout(timer);
  }, [target, delay, goTo]);

  return (
    <StatusScreen title={CONFIRM_EMAIL.title}>
      {state.phase === 'loading' && <LoadingMessage text={CONFIRM_EMAIL.loading} />}
      {state.phase === 'confirmed' && (
        <div role="status">
          <p className={statusStyles.message}>{state.message}</p>
          <p className={statusStyles.intro}>{CONFIRM_EMAIL.redirecting}</p>
        </div>
      )}
      {state.phase === 'failed' && (
        <div role="alert">
          <p className={statusStyles.error} data-testid="confirm-error">
            {state.error} <span aria-label="sad face">{CONFIRM_EMAIL.sadFace}</span>
          </p>
          <p className={statusStyles.intro}>{CONFIRM_EMAIL.toLoginService}</p>
        </div>
      )}
    </StatusScreen>
  );
}
