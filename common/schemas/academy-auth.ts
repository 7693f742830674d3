import { z } from 'zod';
import { ageBandOf, ageOn } from '../academy/age';
import { ACADEMY_AUTH_MESSAGES } from '../copy/academy-auth';
import { VALIDATION } from '../validation/messages';
import { emailField, optionalEmailField, passwordField, requiredText } from './fields';

/** The Academy's account calls (issue 13, point 2), under /api/academy/auth. */
export const ACADEMY_AUTH_API = {
  signup: '/api/academy/auth/signup',
  login: '/api/academy/auth/login',
  logout: '/api/academy/auth/logout',
  session: '/api/academy/auth/session',
  forgot: '/api/academy/auth/forgot',
  reset: '/api/academy/auth/reset',
  confirm: '/api/academy/auth/confirm',
  consent: '/api/academy/auth/consent',
  resendConsent: '/api/academy/auth/resend_consent',
  legalLinks: '/api/academy/auth/legal_links',
} as const;

/** Which Academy page the call comes from: instructors (teacher accounts) or participants. */
export const academyRoleField = z.enum(['instructor', 'participant'], {
  error: 'Choose instructor or participant',
});

/**
 * POST /api/academy/auth/signup. A participant gives a date of birth; the age is worked out
 * against today's date when the body is read (the server's clock, so tests control it):
 * under 13 is refused here, before anything is stored; 13 to 17 must name a parent or
 * guardian, whose consent opens the account.
 */
export const academySignupSchema = z
  .object({
    role: academyRoleField,
    email: emailField,
    firstName: requiredText(VALIDATION.firstNameRequired),
    lastName: requiredText(VALIDATION.lastNameRequired),
    password: passwordField,
    confirmPassword: z.string({ error: VALIDATION.passwordsMustMatch }),
    /** Instructors only: school spam filters may block the activation email (SPEC §5). */
    secondEmail: optionalEmailField,
    /** Participants only: YYYY-MM-DD. */
    birthDate: z.string().trim().max(20).optional(),
    /** Participants aged 13 to 17 only. */
    guardianEmail: optionalEmailField,
    /** Honeypot: people never see this field; bots fill it in. */
    website: z.string().max(200).optional(),
  })
  .superRefine((value, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (value.password !== value.confirmPassword) {
      issue('confirmPassword', VALIDATION.passwordsMustMatch);
    }
    if (value.role !== 'participant') return;
    if (!value.birthDate) return issue('birthDate', ACADEMY_AUTH_MESSAGES.birthDateRequired);
    const age = ageOn(value.birthDate, new Date());
    if (age === null) return issue('birthDate', ACADEMY_AUTH_MESSAGES.birthDateInvalid);
    const band = ageBandOf(age);
    if (band === 'too-young') return issue('birthDate', ACADEMY_AUTH_MESSAGES.under13);
    if (band !== 'needs-consent') return;
    const guardian = value.guardianEmail?.trim().toLowerCase();
    if (!guardian) return issue('guardianEmail', ACADEMY_AUTH_MESSAGES.guardianRequired);
    if (guardian === value.email.trim().toLowerCase()) {
      issue('guardianEmail', ACADEMY_AUTH_MESSAGES.guardianNotOwn);
    }
  });
export type AcademySignupBody = z.input<typeof academySignupSchema>;

/** POST /api/academy/auth/login: the page's role, email and password. */
export const academyLoginSchema = z.object({
  role: academyRoleField,
  email: emailField,
  password: passwordField,
});
export type AcademyLoginBody = z.input<typeof academyLoginSchema>;

/** POST /api/academy/auth/forgot and resend_consent: an address; one answer for all. */
export const academyEmailSchema = z.object({ email: emailField });

/** POST /api/academy/auth/confirm: the link's address and code. */
export const academyConfirmSchema = z.object({
  e: emailField,
  c: requiredText('The confirmation link is incomplete', 200),
});

/** POST /api/academy/auth/reset: the link's code and the new password. */
export const academyResetSchema = z
  .object({
    c: requiredText('The reset link is incomplete', 200),
    password: passwordField,
    confirmPassword: z.string({ error: VALIDATION.passwordsMustMatch }),
  })
  .superRefine((value, context) => {
    if (value.password !== value.confirmPassword) {
      context.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: VALIDATION.passwordsMustMatch,
      });
    }
  });

/** GET and POST /api/academy/auth/consent: the code of the guardian's link. */
export const consentCodeSchema = z.object({
  c: requiredText(ACADEMY_AUTH_MESSAGES.consentMissing, 200),
});

/** A new Academy session (also set as cookie ct) and where it lands. */
export const academySessionAnswerSchema = z.object({ t: z.string(), url: z.string() });
export type AcademySessionAnswer = z.infer<typeof academySessionAnswerSchema>;

/** confirm: the new session, and the note the page shows before it goes on. */
export const academyConfirmAnswerSchema = academySessionAnswerSchema.extend({
  message: z.string(),
});

/** GET /api/academy/auth/session: who is signed in on the Academy. */
export const academyAccountAnswerSchema = z.object({
  account: z.object({
    id: z.string(),
    role: academyRoleField,
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
  }),
});
export type AcademyAccountAnswer = z.infer<typeof academyAccountAnswerSchema>;

/** The Journals site's Terms of Use and Privacy Policy, as absolute links. */
export const legalLinksAnswerSchema = z.object({ termsUrl: z.string(), privacyUrl: z.string() });
export type LegalLinks = z.infer<typeof legalLinksAnswerSchema>;

/** GET /api/academy/auth/consent: who asks for consent, and what the guardian reads. */
export const consentRequestAnswerSchema = legalLinksAnswerSchema.extend({
  firstName: z.string(),
  email: z.string(),
});
export type ConsentRequest = z.infer<typeof consentRequestAnswerSchema>;

/** POST /api/academy/auth/consent: the participant may now sign in. */
export const consentGivenAnswerSchema = z.object({ firstName: z.string() });
