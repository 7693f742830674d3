import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { AccountType } from '@common/schemas/auth';
import { AUTH_HINTS, AUTH_LABELS } from '@common/copy/auth';
import { ROLE_CODE } from '@common/constants';
import { PATHS } from '@common/routes';
import { publicConfig } from '~/lib/public-config';
import { zodResolver } from '~/lib/zod-resolver';
import { useLogIn } from '../api/log-in';
import { useStudentLogIn } from '../api/student-log-in';
import { useGoTo } from '../hooks/use-go-to';
import { useSignInOnLoad } from '../hooks/use-sign-in-on-load';
import { destinationOf, firstError } from '../utils/auth-api';
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
  const logIn = useLogIn();
  const studentLogIn = useStudentLogIn();
  const submit = student ? studentLogIn : logIn;
  // Busy while waiting, and on the way to where a signed-in answer sends.
  const pending =
    submit.isPending || (submit.data !== undefined && destinationOf(submit.data) !== null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignInFormValues>({
    resolver: zodResolver(student ? studentSignInFormSchema : signInFormSchema),
    defaultValues: { email: email ?? '', password: '' },
  });

  useSignInOnLoad({ student, app }, goTo);

  const onSubmit = handleSubmit(async (values) => {
    const answer = await submit.mutateAsync({
      email: values.email,
      password: values.password,
      role: ROLE_CODE,
      ...(app ? { app } : {}),
    });
    const destination = destinationOf(answer);
    if (destination) {
      goTo(destination);
      return;
    }
    const message = firstError(answer.body.errors);
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
