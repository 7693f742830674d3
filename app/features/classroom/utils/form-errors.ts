import type { z } from 'zod';
import { fieldErrors as errorsOf } from '../../../../common/field-errors';

/** The first message of each field a zod schema finds wrong, by dotted path ('school.city'). */
export function fieldErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  return result.success ? {} : errorsOf(result.error);
}

/** A server answer's `errors`, or a fallback under `root`. */
export function answerErrors(body: unknown, fallback: string): Record<string, string> {
  const errors = (body as { errors?: Record<string, string> } | null)?.errors;
  return errors && Object.keys(errors).length > 0 ? errors : { root: fallback };
}
