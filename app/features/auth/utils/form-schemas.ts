import { z } from 'zod';
import {
  forgotSchema,
  loginSchema,
  signupSchema,
  studentForgotSchema,
  studentLoginSchema,
  studentSetPasswordSchema,
  teacherSetPasswordSchema,
} from '@common/schemas/auth';

/**
 * The client validates with the same schemas as the server (common/schemas/auth.ts), so the
 * messages are SPEC §5's to the character. Only what the forms add is defined here.
 */

/** Email and password sign-in: the first branch of the login call's body. */
export const signInFormSchema = loginSchema.options[0];
export type SignInFormValues = { email: string; password: string };

export const studentSignInFormSchema = studentLoginSchema;

/** Sign-up also needs the terms box ticked; it has no message, only an error state. */
export const signUpFormSchema = z.intersection(
  signupSchema,
  z.object({ terms: z.literal(true, { error: '' }) }),
);
export interface SignUpFormValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  secondEmail: string;
  terms: boolean;
  website: string;
}

export const forgotFormSchema = forgotSchema;
export const studentForgotFormSchema = studentForgotSchema;
export const studentSetPasswordFormSchema = studentSetPasswordSchema;
export const resetPasswordFormSchema = teacherSetPasswordSchema;
