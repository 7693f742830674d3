import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { AccountType, AuthResponse } from '@common/schemas/auth';
import { AUTH_HINTS, AUTH_LABELS } from '@common/copy/auth';
import { ROLE_CODE } from '@common/constants';
import { PATHS } from '@common/routes';
import { apiPost } from '~/lib/api';
import { singleFlight } from '~/lib/single-flight';
import { publicConfig } from '~/lib/public-config';
import { zodResolver } from '~/lib/zod-resolver';
import { useGoTo } from '../hooks/use-go-to';
import { AUTH_API, firstError } from '../utils/auth-api';
import {
  signInFormSchema,
  studentSignInFormSchema,
  type SignInFormValues,
} from '../utils/form-schemas';
import styles from './Form.module.css';
import { GoogleSignInButton } from './GoogleSignInButton';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';

interface SignInFormProps {
  account: AccountType;
  /** Query params: app (target app), email (prefill), checkEmail (after sign-up). */
  app?: string;
  email?: string;
  checkEmail?: boolean;
  /** A class Access Code sent with a Google sign-in, to join that class. */
  code?: string;
}

/**
 * SPEC §2.5 and §4 sign-in: on load an existing session signs in at once; otherwise email
 * (or, for students, a username) and password, a spinner while waiting, and the server's
 * errors under the email field.
 */
export function SignInForm({ account, app, email, checkEmail, code }: SignInFormProps) {
  const goTo = useGoTo();
  const student = account === 'student';
  const [pending, setPending] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignInFormValues>({
    resolver: zodResolver(student ? studentSignInFormSchema : signInFormSchema),
    defaultValues: { email: email ?? '', password: '' },
  });

  // 'On load, if a stored token exists, sign-in is attempted at once' (SPEC §4). The tokens
  // are HttpOnly cookies, so the call itself asks the server; a 401 means there is none.
  useEffect(() => {
    let active = true;
    // Signing in with the session rotates its token: an effect run twice (StrictMode, a
    // remount) shares one call rather than race a second one on the token the first replaced.
    const attempt = student
      ? singleFlight('student_go', () => apiPost<AuthResponse>(AUTH_API.studentGo, {}))
      : singleFlight(`login:${app ?? ''}`, () =>
          apiPost<AuthResponse>(AUTH_API.login, app ? { app } : {}),
        );
    void attempt.then(({ ok, body }) => {
      if (active && ok && body.url) goTo(body.url);
    });
    return () => {
      active = false;
    };
  }, [student, app, goTo]);

  const onSubmit = handleSubmit(async (values) => {
    setPending(true);
    const body = {
      email: values.email,
      password: values.password,
      role: ROLE_CODE,
      ...(app ? { app } : {}),
    };
    const { ok, body: answer } = await apiPost<AuthResponse>(
      student ? AUTH_API.studentLogin : AUTH_API.login,
      body,
    );
    if (ok && answer.set_password) {
      goTo(answer.url ?? PATHS.studentSetPassword);
      return;
    }
    if (ok && answer.url) {
      goTo(answer.url);
      return;
    }
    setPending(false);
    const message = firstError(answer.errors);
    if (message) setError('email', { type: 'server', message }, { shouldFocus: true });
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={pending}>
      {checkEmail && (
        <p className={styles.status} role="status">
          {AUTH_HINTS.checkEmail}
        </p>
      )}
      {student && (
        <GoogleSignInButton
          clientId={publicConfig.GOOGLE_CLIENT_ID}
          orLabel={AUTH_LABELS.or}
          code={code}
        />
      )}
      <TextField
        id="email"
        label={student ? AUTH_LABELS.studentEmail : AUTH_LABELS.email}
        type={student ? 'text' : 'email'}
        inputMode={student ? 'text' : 'email'}
        autoComplete={student ? 'username' : 'email'}
        registration={register('email')}
        error={errors.email?.message}
        hint={student ? AUTH_HINTS.studentSignIn : undefined}
      />
      <TextField
        id="password"
        label={student ? AUTH_LABELS.studentPassword : AUTH_LABELS.password}
        type="password"
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password?.message}
      />
      <SubmitButton pending={pending}>{AUTH_LABELS.signIn}</SubmitButton>
      <p className={styles.links}>
        <Link to={student ? PATHS.studentForgotPassword : PATHS.forgotPassword}>
          {AUTH_LABELS.forgotPassword}
        </Link>
      </p>
    </form>
  );
}
