import { z } from 'zod';
import { VALIDATION } from '../validation/messages';
import { emailPreferenceSchema } from './notifications';
import { requiredText } from './fields';

/**
 * The account page (issue 11, point 1: profile and notification preferences): a teacher or
 * parent reads and changes their name and email preference; a student reads their profile and,
 * only where a teacher allows email and their Google email is verified, sets their preference.
 */
const base = '/api/account';
export const ACCOUNT_API = {
  user: `${base}/user`,
  student: `${base}/student`,
} as const;

export const userAccountSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  accountType: z.enum(['teacher', 'parent']),
  notificationEmail: emailPreferenceSchema,
});
export type UserAccount = z.infer<typeof userAccountSchema>;

export const userAccountChangeSchema = z.object({
  firstName: requiredText(VALIDATION.firstNameRequired, 100).optional(),
  lastName: requiredText(VALIDATION.lastNameRequired, 100).optional(),
  notificationEmail: emailPreferenceSchema.optional(),
});
export type UserAccountChange = z.infer<typeof userAccountChangeSchema>;

export const studentAccountSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  /** Null when email is not available (no verified email, or no class allows it). */
  notificationEmail: emailPreferenceSchema.nullable(),
});
export type StudentAccount = z.infer<typeof studentAccountSchema>;

export const studentAccountChangeSchema = z.object({ notificationEmail: emailPreferenceSchema });
