import type { z } from 'zod';
import { fieldErrors as errorsOf } from '../../common/field-errors';
import { AppError } from '../errors';

/** The name of an issue about the whole body (not one field). */
export const VALIDATION_ROOT = 'body';

/** First message per top-level field, in the `{ errors: { field: message } }` shape of GUIDE §5. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  return errorsOf(error, { key: 'field', root: VALIDATION_ROOT });
}

/** Parses a request body with a shared schema, or throws a 400 naming each field. */
export function parseBody<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
): z.output<Schema> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw new AppError('BAD_REQUEST', fieldErrors(result.error));
  return result.data;
}
