import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { CONFIRM_EMAIL } from '@common/copy/auth';
import { DELAYS } from '@common/constants';
import { PATHS } from '@common/routes';
import { useConfirmEmail } from '../api/confirm-email';
import { useGoTo } from '../hooks/use-go-to';
import { firstError, type MessageResponse } from '../utils/auth-api';
import type { ApiResult } from '~/lib/api';
import { LoadingMessage, StatusScreen, statusStyles } from './StatusScreen';

type ConfirmState =
  | { phase: 'loading' }
  | { phase: 'confirmed'; message: string }
  | { phase: 'failed'; error: string };

/** Where a confirmed address goes next, or '' when the confirmation failed. */
const confirmedUrl = ({ ok, body }: ApiResult<MessageResponse>) => (ok && body.url) || '';

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
  const redirect = useRef<number | undefined>(undefined);

  // The redirect timer starts the moment the outcome is known (SPEC §4: result, then
  // redirect), not after the render that shows it.
  useEffect(() => {
    const redirectAfter = (target: string, delay: number) => {
      redirect.current = window.setTimeout(() => goTo(target), delay);
    };
    const failed = () => redirectAfter(PATHS.studentSignIn, DELAYS.confirmationRedirect);
    if (!e || !c) failed();
    else {
      mutate(
        { e, c },
        {
          onSuccess: (answer) => {
            const url = confirmedUrl(answer);
            if (url) redirectAfter(url, DELAYS.confirmEmailAnnouncedSeconds * 1000);
            else failed();
          },
        },
      );
    }
    return () => window.clearTimeout(redirect.current);
  }, [e, c, mutate, goTo]);

  const answer = confirm.data;
  let state: ConfirmState;
  if (!e || !c) state = { phase: 'failed', error: CONFIRM_EMAIL.incomplete };
  else if (!answer) state = { phase: 'loading' };
  else if (confirmedUrl(answer)) state = { phase: 'confirmed', message: answer.body.message ?? '' };
  else {
    state = { phase: 'failed', error: firstError(answer.body.errors) ?? CONFIRM_EMAIL.incomplete };
  }

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
