import type { z } from 'zod';
import { AppError } from '../errors';

/** First message per field, in the `{ errors: { field: message } }` shape of GUIDE §5. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'body';
    errors[field] ??= issue.message;
  }
  return errors;
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
