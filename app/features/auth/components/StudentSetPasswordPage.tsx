import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AUTH_LABELS, LOADING, STUDENT_RESET, STUDENT_SET_PASSWORD } from '@common/copy/auth';
import { PATHS } from '@common/routes';
import { sessionQuery } from '~/lib/session';
import { zodResolver } from '~/lib/zod-resolver';
import { useExchangeResetCode } from '../api/student-reset-code';
import { useSetStudentPassword } from '../api/student-set-password';
import { useGoTo } from '../hooks/use-go-to';
import { firstError } from '../utils/auth-api';
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
  const exchange = useExchangeResetCode();
  const { mutate: exchangeCode } = exchange;
  const setPassword = useSetStudentPassword();
  // Asked afresh once the address holds no code: the cookie may have gone since.
  const session = useQuery({
    ...sessionQuery({ student: true }),
    staleTime: 0,
    enabled: code === '',
  });
  const checked = session.isFetchedAfterMount ? session.data : undefined;
  const ready = checked?.hasSetPasswordToken === true;
  const codeError =
    exchange.data && !exchange.data.ok
      ? (firstError(exchange.data.body.errors) ?? STUDENT_RESET.failed)
      : null;
  const signedIn = setPassword.data?.ok === true && setPassword.data.body.url !== undefined;
  const pending = setPassword.isPending || signedIn;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SetPasswordValues>({
    resolver: zodResolver(studentSetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  // The emailed code is exchanged once (the call is single use) and then leaves the address.
  useEffect(() => {
    if (!code) return;
    exchangeCode(code, {
      onSuccess: ({ ok }) => {
        if (ok) void navigate(PATHS.studentSetPassword, { replace: true });
      },
    });
  }, [code, exchangeCode, navigate]);

  const noToken = checked !== undefined && !checked.hasSetPasswordToken;
  useEffect(() => {
    if (noToken) void navigate(PATHS.studentSignIn, { replace: true });
  }, [noToken, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    const { ok, body } = await setPassword.mutateAsync(values);
    if (ok && body.url) {
      goTo(body.url);
      return;
    }
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
