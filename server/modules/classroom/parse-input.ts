import type { z } from 'zod';
import { fieldErrors } from '../../../common/field-errors';
import { AppError } from '../../errors';

/**
 * Parses a request body with a shared schema, or throws a 400 naming each field by its full
 * path, so a form of many rows can show each message beside its own field:
 * `{ errors: { 'students.2.lastName': 'Last name is required', 'school.city': '…' } }`.
 */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
): z.output<Schema> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  throw new AppError('BAD_REQUEST', fieldErrors(result.error, { root: 'body' }));
}
