import { z } from 'zod';
import { VALIDATION } from '../messages';
import {
  emailField,
  emailOrUsernameField,
  optionalEmailField,
  passwordField,
  requiredText,
  roleField,
  studentPasswordField,
} from './fields';

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

/** What the account calls answer (SPEC §3 'Responses read'). */
export interface AuthResponse {
  t?: string;
  st?: string;
  at?: string;
  url?: string;
  set_password?: boolean;
  errors?: Record<string, string> | string;
}
