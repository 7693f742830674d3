import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { AuthResponse } from '@common/schemas/auth';
import { AUTH_LABELS, LOADING, STUDENT_RESET, STUDENT_SET_PASSWORD } from '@common/copy/auth';
import { PATHS } from '@common/routes';
import { apiPost } from '~/lib/api';
import { singleFlight } from '~/lib/single-flight';
import { fetchSession } from '~/lib/session';
import { zodResolver } from '~/lib/zod-resolver';
import { useGoTo } from '../hooks/use-go-to';
import { AUTH_API, firstError } from '../utils/auth-api';
import { studentSetPasswordFormSchema } from '../utils/form-schemas';
import styles from './Form.module.css';
import { LoadingMessage, StatusScreen, statusStyles } from './StatusScreen';
import { NewPasswordFields } from './NewPasswordFields';
import { SubmitButton } from './SubmitButton';

interface SetPasswordValues {
  password: string;
  confirmPassword: string;
}

/**
 * SPEC §2.6 and §4: a student chooses a password after a first login with a login code.
 * Without a set-password token (an HttpOnly cookie, so the server is asked) it goes to
 * /auth/student; server errors show under confirm password. From the emailed reset link
 * (query c) the code is exchanged first (student_reset_code sets the set-password cookie);
 * a bad code shows the error and a link to ask for a new one.
 */
export function StudentSetPasswordPage() {
  const navigate = useNavigate();
  const goTo = useGoTo();
  const [search] = useSearchParams();
  const code = search.get('c') ?? '';
  const [ready, setReady] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SetPasswordValues>({
    resolver: zodResolver(studentSetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  useEffect(() => {
    let active = true;
    if (code) {
      // The code is single use: an effect run twice (StrictMode, a remount) shares one call,
      // and the code leaves the address once it has been exchanged.
      void singleFlight(`student_reset_code:${code}`, () =>
        apiPost<AuthResponse>(AUTH_API.studentResetCode, { c: code }),
      ).then(({ ok, body }) => {
        if (!active) return;
        if (ok) void navigate(PATHS.studentSetPassword, { replace: true });
        else setCodeError(firstError(body.errors) ?? STUDENT_RESET.failed);
      });
    } else {
      void fetchSession({ student: true }).then((session) => {
        if (!active) return;
        if (session.hasSetPasswordToken) setReady(true);
        else void navigate(PATHS.studentSignIn, { replace: true });
      });
    }
    return () => {
      active = false;
    };
  }, [code, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    setPending(true);
    const { ok, body } = await apiPost<AuthResponse>(AUTH_API.studentSetPassword, values);
    if (ok && body.url) {
      goTo(body.url);
      return;
    }
    setPending(false);
    const message = firstError(body.errors);
    if (message) setError('confirmPassword', { type: 'server', message }, { shouldFocus: true });
  });

  return (
    <StatusScreen title={STUDENT_SET_PASSWORD.title}>
      {codeError ? (
        <>
          <p className={styles.alert} role="alert" data-testid="reset-code-error">
            {codeError}
          </p>
          <p className={statusStyles.footer}>
            <Link to={PATHS.studentForgotPassword}>{STUDENT_RESET.requestNew}</Link>
          </p>
        </>
      ) : !ready ? (
        <LoadingMessage text={code ? STUDENT_RESET.checking : LOADING} />
      ) : (
        <>
          <p className={statusStyles.intro}>{STUDENT_SET_PASSWORD.intro}</p>
          <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={pending}>
            <NewPasswordFields
              register={register}
              errors={errors}
              passwordLabel={AUTH_LABELS.newPassword}
            />
            <SubmitButton pending={pending}>{STUDENT_SET_PASSWORD.submit}</SubmitButton>
          </form>
        </>
      )}
    </StatusScreen>
  );
}
