import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ACADEMY_PATHS } from '@common/academy/routes';
import {
  ACADEMY_AUTH_LABELS,
  ACADEMY_AUTH_LINKS,
  ACADEMY_SIGNUP_DONE,
  type AcademyRole,
} from '@common/copy/academy-auth';
import { AUTH_LABELS } from '@common/copy/auth';
import { academyLoginSchema } from '@common/schemas/academy-auth';
import { Button } from '~/components/ui/Button';
import styles from '~/features/auth/components/Form.module.css';
import { SubmitButton } from '~/features/auth/components/SubmitButton';
import { TextField } from '~/features/auth/components/TextField';
import { useGoTo } from '~/features/auth/hooks/use-go-to';
import { firstError } from '~/features/auth/utils/auth-api';
import { zodResolver } from '~/lib/zod-resolver';
import { useAcademyAccount, useAcademyLogIn, useResendConsent } from './api';

const signInFormSchema = academyLoginSchema.pick({ email: true, password: true });
interface SignInValues {
  email: string;
  password: string;
}

interface AcademySignInFormProps {
  role: AcademyRole;
  email?: string | undefined;
  /** After sign-up: the confirmation link is on its way. */
  checkEmail: boolean;
  /** After a 13 to 17-year-old's sign-up: the guardian's consent is awaited. */
  waitingForGuardian: boolean;
  /** The page to return to after signing in (a join or invitation page), if any. */
  next?: string | null;
}

/**
 * Sign-in on the Academy, as on the Journals site: a live Academy session goes straight to its
 * page; otherwise email and password, a spinner while waiting, and the server's answer under
 * the email field. A participant still waiting for consent is told so, with a way to send the
 * guardian's email again.
 */
export function AcademySignInForm({
  role,
  email,
  checkEmail,
  waitingForGuardian,
  next = null,
}: AcademySignInFormProps) {
  const goTo = useGoTo();
  const logIn = useAcademyLogIn();
  const resend = useResendConsent();
  const session = useAcademyAccount();
  const signedIn = session.data?.account;
  const answer = logIn.data;
  const destination = answer?.ok ? (answer.body.url ?? null) : null;
  const awaitingGuardian = answer && !answer.ok ? answer.body.errors?.guardian : undefined;
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: email ?? '', password: '' },
  });

  // Already signed in on the Academy (and welcome on this page): go on at once.
  useEffect(() => {
    if (!signedIn || (role === 'instructor' && signedIn.role !== 'instructor')) return;
    goTo(
      next ??
        (role === 'instructor' ? ACADEMY_PATHS.instructorArea : ACADEMY_PATHS.participantArea),
    );
  }, [signedIn, role, goTo, next]);

  const onSubmit = handleSubmit(async (values) => {
    resend.reset();
    const result = await logIn.mutateAsync({ role, ...values });
    if (result.ok && result.body.url) {
      goTo(next ?? result.body.url);
      return;
    }
    if (result.body.errors?.guardian) return;
    const message = firstError(result.body.errors);
    if (message) setError('email', { type: 'server', message }, { shouldFocus: true });
  });

  const pending = logIn.isPending || destination !== null;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={pending}>
      {checkEmail && (
        <p className={styles.status} role="status">
          {ACADEMY_SIGNUP_DONE.checkEmail}
        </p>
      )}
      {waitingForGuardian && !awaitingGuardian && (
        <div className={styles.status} role="status">
          <strong>{ACADEMY_SIGNUP_DONE.waitingTitle}</strong>
          <p>{ACADEMY_SIGNUP_DONE.waiting}</p>
        </div>
      )}
      {awaitingGuardian && (
        <div className={styles.alert} role="alert">
          <p>{awaitingGuardian}</p>
          {resend.data?.ok ? (
            <p role="status">{resend.data.body.message}</p>
          ) : (
            <Button
              type="button"
              variant="secondary"
              disabled={resend.isPending}
              onClick={() => resend.mutate(getValues('email'))}
            >
              {ACADEMY_AUTH_LABELS.resendToGuardian}
            </Button>
          )}
        </div>
      )}
      <TextField
        id="email"
        label={AUTH_LABELS.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        registration={register('email')}
        error={errors.email?.message}
        hint={role === 'instructor' ? ACADEMY_AUTH_LINKS.journalsTeacher : undefined}
      />
      <TextField
        id="password"
        label={AUTH_LABELS.password}
        type="password"
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password?.message}
      />
      <SubmitButton pending={pending}>{AUTH_LABELS.signIn}</SubmitButton>
      <p className={styles.links}>
        <Link to={ACADEMY_PATHS.forgotPassword}>{AUTH_LABELS.forgotPassword}</Link>
      </p>
    </form>
  );
}
