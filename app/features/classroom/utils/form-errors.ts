import type { z } from 'zod';
import { ApiError } from '~/lib/api';
import { fieldErrors as errorsOf } from '../../../../common/field-errors';

/** The first message of each field a zod schema finds wrong, by dotted path ('school.city'). */
export function fieldErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  return result.success ? {} : errorsOf(result.error);
}

/** The `errors` of a refused call, or a fallback under `root` (a network failure, say). */
export function answerErrors(error: unknown, fallback: string): Record<string, string> {
  const errors = error instanceof ApiError ? error.body.errors : undefined;
  return errors && Object.keys(errors).length > 0 ? errors : { root: fallback };
}

/** The first message of a refused call, or the fallback. */
export const firstAnswerError = (error: unknown, fallback: string) =>
  Object.values(answerErrors(error, fallback))[0] ?? fallback;
