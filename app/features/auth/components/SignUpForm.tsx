import { useEffect } from 'react';
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
import { zodResolver } from '~/lib/zod-resolver';
import { useSignUp } from '../api/sign-up';
import { useStudentSignUp } from '../api/student-sign-up';
import { useGoTo } from '../hooks/use-go-to';
import { readReferral } from '../utils/accounts';
import { firstError } from '../utils/auth-api';
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
  const student = account === 'student';
  const signUp = useSignUp();
  const studentSignUp = useStudentSignUp();
  const submit = student ? studentSignUp : signUp;
  // A signed-up answer: what the server says of the outcome (e.g. that a join request awaits
  // the teacher) and where to go next.
  const done = submit.data?.ok && submit.data.body.url ? submit.data.body : null;
  const redirectTo = done?.url ?? null;
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
    // The parsed values carry the schema's default accountType; the screen sets its own.
    const {
      terms: _terms,
      secondEmail,
      accountType: _accountType,
      ...fields
    } = values as SignUpFormValues & { accountType?: string };
    const { ok, body } = await submit.mutateAsync({
      ...fields,
      ...(account === 'teacher' && secondEmail ? { secondEmail } : {}),
      ...(student ? {} : { accountType: account }),
      role: ROLE_CODE,
      ...(invite ? { i: invite } : {}),
      ...(app ? { app } : {}),
      ...readReferral(),
    });
    if (ok && body.url) return;
    const message = firstError(body.errors);
    if (message) setError('email', { type: 'server', message }, { shouldFocus: true });
  });

  if (done) {
    return (
      <p className={styles.status} role="status" data-testid="signup-success">
        {done.message ?? (student ? STUDENT_INVITE.success : SIGNUP_SUCCESS)}
      </p>
    );
  }

  const termsInvalid = Boolean(errors.terms);
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={submit.isPending}>
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
      <SubmitButton pending={submit.isPending}>{AUTH_LABELS.signUp}</SubmitButton>
    </form>
  );
}
