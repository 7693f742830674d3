import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CONFIRM_EMAIL } from '@common/copy/auth';
import { DELAYS } from '@common/constants';
import { PATHS } from '@common/routes';
import { apiPost } from '~/lib/api';
import { singleFlight } from '~/lib/single-flight';
import { useGoTo } from '../hooks/use-go-to';
import { AUTH_API, firstError, type MessageResponse } from '../utils/auth-api';
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
  const [state, setState] = useState<ConfirmState>({ phase: 'loading' });

  // The redirect timer starts the moment the answer arrives (SPEC §4: result, then redirect),
  // not after a later render; goTo is read through a ref so a new identity never re-sends the
  // single-use code.
  const goToRef = useRef(goTo);
  useEffect(() => {
    goToRef.current = goTo;
  }, [goTo]);

  useEffect(() => {
    let active = true;
    let timer: number | undefined;
    // The code is single use: an effect run twice (StrictMode, a remount) shares one call.
    const request =
      e && c
        ? singleFlight(`confirm_email:${e}:${c}`, () =>
            apiPost<MessageResponse>(AUTH_API.confirmEmail, { e, c }),
          )
        : Promise.resolve({ ok: false, status: 400, body: {} as MessageResponse });
    void request.then(({ ok, body }) => {
      if (!active) return;
      const confirmed = ok && body.url;
      if (confirmed) {
        setState({ phase: 'confirmed', message: body.message ?? '', url: body.url ?? '' });
      } else {
        setState({ phase: 'failed', error: firstError(body.errors) ?? CONFIRM_EMAIL.incomplete });
      }
      const [target, delay] = confirmed
        ? [body.url ?? '', DELAYS.confirmEmailAnnouncedSeconds * 1000]
        : [PATHS.studentSignIn, DELAYS.confirmationRedirect];
      timer = window.setTimeout(() => goToRef.current(target), delay);
    });
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [e, c]);

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
