import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ageBandOf, ageOn } from '@common/academy/age';
import {
  ACADEMY_AUTH_HINTS,
  ACADEMY_AUTH_MESSAGES,
  ACADEMY_AUTH_LABELS,
  ACADEMY_SIGNUP_DONE,
  ACADEMY_TERMS_AFTER,
  type AcademyRole,
} from '@common/copy/academy-auth';
import { AUTH_HINTS, AUTH_LABELS, SIGNUP_SUCCESS, TERMS_CONSENT } from '@common/copy/auth';
import { DELAYS } from '@common/constants';
import { academySignupSchema } from '@common/schemas/academy-auth';
import styles from '~/features/auth/components/Form.module.css';
import { NewPasswordFields } from '~/features/auth/components/NewPasswordFields';
import { SubmitButton } from '~/features/auth/components/SubmitButton';
import { TextField } from '~/features/auth/components/TextField';
import { useGoTo } from '~/features/auth/hooks/use-go-to';
import { zodResolver } from '~/lib/zod-resolver';
import { rememberReturnPath, withReturnPath } from '@academy/lib/return-path';
import { useAcademySignUp, useLegalLinks } from './api';
import own from './AcademyAuth.module.css';

/** The server's schema, plus the terms box (no message, only an error state, SPEC §5). */
const signUpFormSchema = z.intersection(
  academySignupSchema,
  z.object({ terms: z.literal(true, { error: '' }) }),
);
interface SignUpValues {
  role: AcademyRole;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  secondEmail: string;
  birthDate: string;
  guardianEmail: string;
  terms: boolean;
  website: string;
}

/** Fields of the form in the order the page shows them: the server's errors go to the first. */
const FIELD_ORDER = [
  'firstName',
  'lastName',
  'email',
  'secondEmail',
  'birthDate',
  'guardianEmail',
  'password',
  'confirmPassword',
] as const;

/**
 * Sign-up on the Academy: the Journals form (names, email, password twice, the terms box; an
 * instructor's optional second address), and for a participant a date of birth. Under 18, a
 * parent or guardian's email is asked for at once; under 13 the form says why it cannot go on.
 * On success it says what happens next and goes to the sign-in page after 3.5 s.
 */
export function AcademySignUpForm({
  role,
  next = null,
}: {
  role: AcademyRole;
  /** The page to return to once signed in (a join or invitation page), if any. */
  next?: string | null;
}) {
  const goTo = useGoTo();
  const signUp = useAcademySignUp();
  const legal = useLegalLinks();
  const done = signUp.data?.ok && signUp.data.body.url ? signUp.data.body.url : null;
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<SignUpValues>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: {
      role,
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      secondEmail: '',
      birthDate: '',
      guardianEmail: '',
      terms: false,
      website: '',
    },
  });
  const birthDate = useWatch({ control, name: 'birthDate' });
  const age = role === 'participant' && birthDate ? ageOn(birthDate, new Date()) : null;
  const minor = age !== null && ageBandOf(age) === 'needs-consent';
  // Said as soon as the date is entered: a child need not fill in the rest of the form.
  const tooYoung = age !== null && ageBandOf(age) === 'too-young';

  useEffect(() => {
    if (done === null) return;
    const timer = window.setTimeout(() => goTo(withReturnPath(done, next)), DELAYS.signupRedirect);
    return () => window.clearTimeout(timer);
  }, [done, goTo, next]);

  const onSubmit = handleSubmit(async (values) => {
    const { terms: _terms, secondEmail, birthDate: born, guardianEmail, ...fields } = values;
    // The emailed confirmation link cannot carry it: this browser keeps it meanwhile.
    rememberReturnPath(next);
    const { ok, body } = await signUp.mutateAsync({
      ...fields,
      role,
      ...(role === 'instructor' && secondEmail ? { secondEmail } : {}),
      ...(role === 'participant' ? { birthDate: born } : {}),
      ...(role === 'participant' && minor ? { guardianEmail } : {}),
    });
    if (ok && body.url) return;
    const fieldErrors = body.errors ?? {};
    const field = FIELD_ORDER.find((name) => fieldErrors[name]) ?? 'email';
    const message = fieldErrors[field] ?? Object.values(fieldErrors)[0];
    if (message) setError(field, { type: 'server', message }, { shouldFocus: true });
  });

  if (done) {
    const waiting = done.includes('guardian=1');
    return (
      <div className={`${styles.status} ${own.notice}`} role="status" data-testid="signup-success">
        {waiting ? (
          <>
            <strong>{ACADEMY_SIGNUP_DONE.waitingTitle}</strong>
            <p>{ACADEMY_SIGNUP_DONE.waiting}</p>
          </>
        ) : (
          <p>{SIGNUP_SUCCESS}</p>
        )}
      </div>
    );
  }

  const termsInvalid = Boolean(errors.terms);
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={signUp.isPending}>
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
      {role === 'instructor' && (
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
      {role === 'participant' && (
        <TextField
          id="birthDate"
          label={ACADEMY_AUTH_LABELS.birthDate}
          type="date"
          autoComplete="bday"
          registration={register('birthDate')}
          error={tooYoung ? undefined : errors.birthDate?.message}
          hint={ACADEMY_AUTH_HINTS.birthDate}
        />
      )}
      {tooYoung && (
        <p className={styles.alert} role="alert" data-testid="too-young">
          {ACADEMY_AUTH_MESSAGES.under13}
        </p>
      )}
      {role === 'participant' && (minor || errors.guardianEmail) && (
        <TextField
          id="guardianEmail"
          label={ACADEMY_AUTH_LABELS.guardianEmail}
          type="email"
          inputMode="email"
          autoComplete="off"
          registration={register('guardianEmail')}
          error={errors.guardianEmail?.message}
          hint={ACADEMY_AUTH_HINTS.guardianEmail}
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
          <a href={legal.data?.termsUrl} target="_blank" rel="noreferrer">
            {TERMS_CONSENT.terms}
            <span className="visually-hidden">{TERMS_CONSENT.newTab}</span>
          </a>
          {TERMS_CONSENT.middle}
          <a href={legal.data?.privacyUrl} target="_blank" rel="noreferrer">
            {TERMS_CONSENT.privacy}
            <span className="visually-hidden">{TERMS_CONSENT.newTab}</span>
          </a>
          {ACADEMY_TERMS_AFTER[role]}
        </label>
      </div>
      <SubmitButton pending={signUp.isPending}>{AUTH_LABELS.signUp}</SubmitButton>
    </form>
  );
}
