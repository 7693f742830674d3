import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  AUTH_HINTS,
  AUTH_LABELS,
  SIGNUP_SUCCESS,
  STUDENT_INVITE,
  STUDENT_TERMS_AFTER,
  TERMS_CONSENT,
} from '@common/copy/auth';
import { DELAYS, ROLE_CODE } from '@common/constants';
import { PATHS } from '@common/routes';
import { apiPost } from '~/lib/api';
import { zodResolver } from '~/lib/zod-resolver';
import { useGoTo } from '../hooks/use-go-to';
import { readReferral } from '../utils/accounts';
import { AUTH_API, firstError, type MessageResponse } from '../utils/auth-api';
import { signUpFormSchema, type SignUpFormValues } from '../utils/form-schemas';
import styles from './Form.module.css';
import { NewPasswordFields } from './NewPasswordFields';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';

interface SignUpFormProps {
  /** Students sign up only with a valid class invitation code (`invite`). */
  account: 'teacher' | 'parent' | 'student';
  app?: string;
  invite?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
}

/**
 * SPEC §2.5, §3, §4, §5 sign-up: names, email, password twice, an optional secondary email
 * for teachers and the terms box. On success it says so and goes to `url` after 3.5 s.
 * Students (with a class invitation code) post student_signup and are signed in at once.
 */
export function SignUpForm({ account, app, invite, email, firstName, lastName }: SignUpFormProps) {
  const goTo = useGoTo();
  const [pending, setPending] = useState(false);
  const [redirectTo, setRedirectTo] = useState<string | null>(null);
  /** What the server says of the outcome, e.g. that a join request awaits the teacher. */
  const [outcome, setOutcome] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignUpFormValues>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: {
      firstName: firstName ?? '',
      lastName: lastName ?? '',
      email: email ?? '',
      password: '',
      confirmPassword: '',
      secondEmail: '',
      terms: false,
      website: '',
    },
  });

  useEffect(() => {
    if (redirectTo === null) return;
    const timer = window.setTimeout(() => goTo(redirectTo), DELAYS.signupRedirect);
    return () => window.clearTimeout(timer);
  }, [redirectTo, goTo]);

  const onSubmit = handleSubmit(async (values) => {
    setPending(true);
    // The parsed values carry the schema's default accountType; the screen sets its own.
    const {
      terms: _terms,
      secondEmail,
      accountType: _accountType,
      ...fields
    } = values as SignUpFormValues & { accountType?: string };
    const student = account === 'student';
    const { ok, body } = await apiPost<MessageResponse>(
      student ? AUTH_API.studentSignup : AUTH_API.signup,
      {
        ...fields,
        ...(account === 'teacher' && secondEmail ? { secondEmail } : {}),
        ...(student ? {} : { accountType: account }),
        role: ROLE_CODE,
        ...(invite ? { i: invite } : {}),
        ...(app ? { app } : {}),
        ...readReferral(),
      },
    );
    setPending(false);
    if (ok && body.url) {
      setOutcome(body.message ?? null);
      setRedirectTo(body.url);
      return;
    }
    const message = firstError(body.errors);
    if (message) setError('email', { type: 'server', message }, { shouldFocus: true });
  });

  if (redirectTo !== null) {
    return (
      <p className={styles.status} role="status" data-testid="signup-success">
        {outcome ?? (account === 'student' ? STUDENT_INVITE.success : SIGNUP_SUCCESS)}
      </p>
    );
  }

  const termsInvalid = Boolean(errors.terms);
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={pending}>
      <div className={styles.row}>
        <TextField
          id="firstName"
          label={AUTH_LABELS.firstName}
          autoComplete="given-name"
          registration={register('firstName')}
          error={errors.firstName?.message}
        />
        <TextField
          id="lastName"
          label={AUTH_LABELS.lastName}
          autoComplete="family-name"
          registration={register('lastName')}
          error={errors.lastName?.message}
        />
      </div>
      <TextField
        id="email"
        label={AUTH_LABELS.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        registration={register('email')}
        error={errors.email?.message}
      />
      {account === 'teacher' && (
        <TextField
          id="secondEmail"
          label={AUTH_LABELS.secondEmail}
          type="email"
          inputMode="email"
          autoComplete="off"
          registration={register('secondEmail')}
          error={errors.secondEmail?.message}
          hint={AUTH_HINTS.secondEmail}
        />
      )}
      <NewPasswordFields register={register} errors={errors} passwordLabel={AUTH_LABELS.password} />
      {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="website">{AUTH_LABELS.website}</label>
        <input id="website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      <div className={styles.checkbox} data-invalid={termsInvalid} data-testid="terms">
        <input
          id="terms"
          type="checkbox"
          aria-invalid={termsInvalid ? true : undefined}
          {...register('terms')}
        />
        <label htmlFor="terms">
          {TERMS_CONSENT.before}
          <Link to={PATHS.terms} target="_blank">
            {TERMS_CONSENT.terms}
            <span className="visually-hidden">{TERMS_CONSENT.newTab}</span>
          </Link>
          {TERMS_CONSENT.middle}
          <Link to={PATHS.privacy} target="_blank">
            {TERMS_CONSENT.privacy}
            <span className="visually-hidden">{TERMS_CONSENT.newTab}</span>
          </Link>
          {account === 'student' ? STUDENT_TERMS_AFTER : TERMS_CONSENT.after}
        </label>
      </div>
      <SubmitButton pending={pending}>{AUTH_LABELS.signUp}</SubmitButton>
    </form>
  );
}
