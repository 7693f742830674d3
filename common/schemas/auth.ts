import { z } from 'zod';
import {
  emailField,
  errorAnswerSchema,
  emailOrUsernameField,
  optionalEmailField,
  passwordField,
  requiredText,
  roleField,
  studentPasswordField,
} from './fields';
import { VALIDATION } from '../validation/messages';

/**
 * Request bodies of the account calls (SPEC §3, §7.1), shared by the client forms and the
 * server routes. Unknown fields are ignored (zod strips them).
 */

export const ACCOUNT_TYPES = ['teacher', 'parent', 'student'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

const matchingPasswords = <T extends { password: string; confirmPassword: string }>(
  value: T,
  context: z.RefinementCtx,
) => {
  if (value.password !== value.confirmPassword) {
    context.addIssue({
      code: 'custom',
      path: ['confirmPassword'],
      message: VALIDATION.passwordsMustMatch,
    });
  }
};

const optionalCode = z.string().trim().max(200).optional();

/** POST /api/auth/signup (teacher or parent) and POST /api/auth/student_signup. */
export const signupSchema = z
  .object({
    email: emailField,
    firstName: requiredText(VALIDATION.firstNameRequired),
    lastName: requiredText(VALIDATION.lastNameRequired),
    password: passwordField,
    confirmPassword: z.string({ error: VALIDATION.passwordsMustMatch }),
    /** Teacher only: school spam filters may block the activation email (SPEC §5). */
    secondEmail: optionalEmailField,
    role: roleField,
    /** Which account the sign-up screen creates; the spec's payload leaves it implicit. */
    accountType: z.enum(['teacher', 'parent']).default('teacher'),
    i: optionalCode,
    r: optionalCode,
    rc: optionalCode,
    app: optionalCode,
    /** Honeypot: people never see this field; bots fill it in. */
    website: z.string().max(200).optional(),
  })
  .superRefine(matchingPasswords);
export type SignupBody = z.input<typeof signupSchema>;

/** POST /api/auth/login: email and password, or an existing session (cookie t or field t). */
export const loginSchema = z.union([
  z.object({
    email: emailField,
    password: passwordField,
    role: roleField,
    app: optionalCode,
  }),
  z.object({ t: z.string().max(200).optional(), app: optionalCode }),
]);
export type LoginBody = z.input<typeof loginSchema>;

const namesPassword = (body: unknown) =>
  typeof body === 'object' && body !== null && ('email' in body || 'password' in body);

/**
 * POST /api/auth/login as the server reads it. A union would fall back to the session form
 * when the password form fails (a short password would sign in with cookie t), so the body
 * chooses: one naming an email or a password is the sign-in form, and its errors are that
 * form's; any other (no body too) is a session sign-in.
 */
export const loginBodySchema = z
  .unknown()
  .transform((body, context) => {
    const [passwordForm, sessionForm] = loginSchema.options;
    const result = (namesPassword(body) ? passwordForm : sessionForm).safeParse(body ?? {});
    if (result.success) return result.data;
    for (const issue of result.error.issues) context.addIssue({ ...issue });
    return z.NEVER;
  })
  .describe(
    '`{ email, password, role?, app? }` (the sign-in form), or `{ t?, app? }`: the session of ' +
      'field t, else of cookie t, gets a fresh token',
  );

/** POST /api/auth/student_login: username or email, and a password or login code. */
export const studentLoginSchema = z.object({
  email: emailOrUsernameField,
  password: passwordField,
  role: roleField,
  app: optionalCode,
});
export type StudentLoginBody = z.input<typeof studentLoginSchema>;

/** POST /api/auth/student_go: token login with a student token (cookie st or field st). */
export const studentGoSchema = z.object({
  st: z.string().max(200).optional(),
  sid: z.string().max(200).optional(),
});

const GOOGLE_NO_CREDENTIAL = 'Google sign-in failed: no credential';

/** POST /api/auth/student_google_login. */
export const studentGoogleLoginSchema = z.object({
  token: z
    .string({ error: GOOGLE_NO_CREDENTIAL })
    .min(1, GOOGLE_NO_CREDENTIAL)
    .max(4096, 'Google sign-in failed: the token is malformed'),
  /** A class Access Code, to join that class on first sign-in. */
  code: z.string().trim().max(20).optional(),
});

/** POST /api/auth/student_set_password (Authorization: the set-password token). */
export const studentSetPasswordSchema = z
  .object({
    password: studentPasswordField,
    confirmPassword: z.string({ error: VALIDATION.passwordsMustMatch }),
  })
  .superRefine(matchingPasswords);

/**
 * `?student=true` picks the student variant of forgot, logout and session; any other value, or
 * none, the adult one.
 */
export const studentVariantQuerySchema = z.object({
  student: z.literal('true').optional().catch(undefined),
});

/** POST /api/auth/forgot (?student=true for students). */
export const forgotSchema = z.object({ email: emailField });
export const studentForgotSchema = z.object({ email: emailOrUsernameField });

/** POST /api/auth/student_reset_code: the code of a student's reset link (`?c=`). */
export const studentResetCodeSchema = z.object({
  c: requiredText('The reset link is incomplete', 200),
});

/** GET /api/auth/invitation?i=: a class invitation code or Access Code. */
export const invitationQuerySchema = z.object({ i: z.string().trim().max(100).optional() });

/** POST /api/auth/confirm_email. */
export const confirmEmailSchema = z.object({
  e: emailField,
  c: requiredText('The confirmation link is incomplete', 200),
});

/** POST /api/auth/teacher_set_password. */
export const teacherSetPasswordSchema = z
  .object({
    c: requiredText('The reset link is incomplete', 200),
    password: passwordField,
    confirmPassword: z.string({ error: VALIDATION.passwordsMustMatch }),
  })
  .superRefine(matchingPasswords);

/** POST /api/auth/login_as (a teacher, by id) and POST /api/auth/login_as_student. */
export const loginAsSchema = z.object({
  t: z.string().max(200).optional(),
  tid: requiredText('A teacher id is required', 100),
});
export const loginAsStudentSchema = z.object({
  t: z.string().max(200).optional(),
  sid: requiredText('A student id is required', 100),
});

/** POST /api/auth/logout. */
export const logoutSchema = z.object({ t: z.string().max(200).optional() });

/** Answers of the account calls (SPEC §3 'Responses read', §7.1). */

/** Where the browser goes next. */
export const urlAnswerSchema = z.object({ url: z.string() });
/** A sentence to show, the same for every address (forgot). */
export const messageAnswerSchema = z.object({ message: z.string() });

/** A teacher's, parent's or admin's new session (also set as cookie t) and their area. */
export const adultSessionAnswerSchema = z.object({ t: z.string(), url: z.string() });
export type AdultSessionAnswer = z.infer<typeof adultSessionAnswerSchema>;

/** confirm_email: the new session, and the note the page shows before it goes on. */
export const confirmEmailAnswerSchema = adultSessionAnswerSchema.extend({ message: z.string() });
export type ConfirmEmailAnswer = z.infer<typeof confirmEmailAnswerSchema>;

/** A student's new session (also set as cookie st) and their area. */
export const studentSessionAnswerSchema = z.object({ st: z.string(), url: z.string() });
export type StudentSessionAnswer = z.infer<typeof studentSessionAnswerSchema>;

/** student_signup, student_google_login: `message` when the student waits for a teacher. */
export const studentJoinAnswerSchema = studentSessionAnswerSchema.extend({
  message: z.string().optional(),
});
export type StudentJoinAnswer = z.infer<typeof studentJoinAnswerSchema>;

/** student_login: a session, or (a login code) the set-password step (cookie set). */
export const studentLoginAnswerSchema = z.union([
  studentSessionAnswerSchema,
  z.object({ set_password: z.literal(true), url: z.string() }),
]);

/** login_as: the adult's session, with the original one kept in `at` (also cookie at). */
export const loginAsAnswerSchema = adultSessionAnswerSchema.extend({ at: z.string() });

/** logout: where to go; `restored` when the original account of a "Log in as" is back. */
export const logoutAnswerSchema = z.object({
  restored: z.boolean().optional(),
  url: z.string(),
});

/** GET /api/auth/invitation: the class a code opens, and its teacher as 'Thomas R.'. */
export const invitationAnswerSchema = z.object({ className: z.string(), teacherName: z.string() });
export type InvitationAnswer = z.infer<typeof invitationAnswerSchema>;

/** GET /api/auth/session: who is signed in (cookie t, or st with ?student=true). */
export const sessionAnswerSchema = z.object({
  account: z.object({
    id: z.string(),
    type: z.enum(ACCOUNT_TYPES),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    isPlatformAdmin: z.boolean(),
  }),
  impersonating: z.boolean(),
  /** The browser holds a live set-password token (cookie set). */
  hasSetPasswordToken: z.boolean(),
});
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** GET /api/auth/session when nobody is signed in: 401, and whether a set-password step waits. */
export const signedOutAnswerSchema = errorAnswerSchema.extend({
  hasSetPasswordToken: z.boolean(),
});

/**
 * POST /api/auth/signup's 400 (SPEC §3, §8): the field errors as a JSON string, e.g.
 * `"{\"email\":\"Email is required\"}"`; an object only when the request itself is malformed.
 */
export const signupErrorAnswerSchema = z
  .object({ errors: z.union([z.string(), z.record(z.string(), z.string())]) })
  .describe('Field errors as a JSON string');

/** What the account calls answer (SPEC §3 'Responses read'), as the client reads any of them. */
export interface AuthResponse {
  t?: string;
  st?: string;
  at?: string;
  url?: string;
  set_password?: boolean;
  errors?: Record<string, string> | string;
}
