import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { CONFIRM_EMAIL } from '@common/copy/auth';
import { DELAYS } from '@common/constants';
import {
  LoadingMessage,
  StatusScreen,
  statusStyles,
} from '~/features/auth/components/StatusScreen';
import { useGoTo } from '~/features/auth/hooks/use-go-to';
import { firstError } from '~/features/auth/utils/auth-api';
import { takeReturnPath } from '@academy/lib/return-path';
import { useAcademyConfirm } from './api';

/**
 * The Academy's confirmation link (query e, c), as on the Journals site: 'loading...', the
 * server's message and 'redirecting you in 3s', then the account's page; on failure the error
 * and 'You are being redirected to the login service...', then the participant sign-in.
 */
export function AcademyConfirmPage() {
  const [search] = useSearchParams();
  const goTo = useGoTo();
  const e = search.get('e') ?? '';
  const c = search.get('c') ?? '';
  const confirm = useAcademyConfirm();
  const { mutate } = confirm;
  const redirect = useRef<number | undefined>(undefined);

  useEffect(() => {
    const redirectAfter = (target: string, delay: number) => {
      redirect.current = window.setTimeout(() => goTo(target), delay);
    };
    const failed = () =>
      redirectAfter(ACADEMY_PATHS.participantSignIn, DELAYS.confirmationRedirect);
    if (!e || !c) failed();
    else {
      mutate(
        { e, c },
        {
          onSuccess: ({ ok, body }) => {
            if (ok && body.url) {
              // Back to the join page the person signed up from, if this browser kept it.
              const target = takeReturnPath() ?? body.url;
              redirectAfter(target, DELAYS.confirmEmailAnnouncedSeconds * 1000);
            } else failed();
          },
        },
      );
    }
    return () => window.clearTimeout(redirect.current);
  }, [e, c, mutate, goTo]);

  const answer = confirm.data;
  const confirmed = answer?.ok && answer.body.url ? (answer.body.message ?? '') : null;
  const error =
    !e || !c
      ? CONFIRM_EMAIL.incomplete
      : answer && confirmed === null
        ? (firstError(answer.body.errors) ?? CONFIRM_EMAIL.incomplete)
        : null;

  return (
    <StatusScreen title={CONFIRM_EMAIL.title}>
      {!error && confirmed === null && <LoadingMessage text={CONFIRM_EMAIL.loading} />}
      {confirmed !== null && (
        <div role="status">
          <p className={statusStyles.message}>{confirmed}</p>
          <p className={statusStyles.intro}>{CONFIRM_EMAIL.redirecting}</p>
        </div>
      )}
      {error && (
        <div role="alert">
          <p className={statusStyles.error}>
            {error} <span aria-label="sad face">{CONFIRM_EMAIL.sadFace}</span>
          </p>
          <p className={statusStyles.intro}>{CONFIRM_EMAIL.toLoginService}</p>
        </div>
      )}
    </StatusScreen>
  );
}
