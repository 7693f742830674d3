import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, STUDENT_PASSWORD_MIN_LENGTH } from '../constants';
import { VALIDATION } from '../validation/messages';

/** A practical address check: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The body of a call that reads none: every state change still sends a JSON object (the CSRF
 * rule), usually `{}`; whatever is in it is ignored.
 */
export const ignoredBodySchema = z.object({}).describe('A JSON object, usually {}; ignored');

/** The answer of a call that sends nothing back (204). */
export const noContentSchema = z.null().describe('No content');

/** A moment in an answer: stored and sent as an ISO 8601 string. */
export const isoDate = z.string().describe('ISO 8601 date and time');

const MAX_TEXT = 200;

/** Required text: missing, non-string or blank values all get the field's required message. */
export const requiredText = (message: string, max = MAX_TEXT) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { message, abort: true })
    .max(max, `Must be at most ${max} characters`);

export const emailField = z
  .string({ error: VALIDATION.emailRequired })
  .trim()
  .min(1, { message: VALIDATION.emailRequired, abort: true })
  .max(254, { message: VALIDATION.emailInvalid, abort: true })
  .regex(EMAIL_PATTERN, VALIDATION.emailInvalid);

/** Student sign-in accepts a username as well as an email (SPEC §5). */
export const emailOrUsernameField = requiredText(VALIDATION.emailRequired, 254);

export const optionalEmailField = z
  .string()
  .trim()
  .max(254, VALIDATION.emailInvalid)
  .refine((value) => value === '' || EMAIL_PATTERN.test(value), VALIDATION.emailInvalid)
  .optional();

const passwordOfLength = (min: number, message: string) =>
  z
    .string({ error: VALIDATION.passwordRequired })
    .min(1, { message: VALIDATION.passwordRequired, abort: true })
    .min(min, { message, abort: true })
    .max(200, 'Must be at most 200 characters');

export const passwordField = passwordOfLength(PASSWORD_MIN_LENGTH, VALIDATION.passwordMin5);
export const studentPasswordField = passwordOfLength(
  STUDENT_PASSWORD_MIN_LENGTH,
  VALIDATION.passwordMin6,
);

/** The client sends role 5 with sign-up and sign-in (SPEC §6); a string '5' is accepted too. */
export const roleField = z.union([z.literal(5), z.literal('5')]).optional();

export const errorAnswerSchema = z
  .object({ errors: z.record(z.string(), z.string()) })
  .describe('Field errors');

/** A route's response schemas for its refusals: `{ errors }` under each of these statuses. */
export const errorAnswers = <Status extends number>(...statuses: Status[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorAnswerSchema])) as Record<
    Status,
    typeof errorAnswerSchema
  >;
