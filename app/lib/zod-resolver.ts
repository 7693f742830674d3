import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { firstIssues } from '../../common/field-errors';

/**
 * A react-hook-form resolver for a zod schema: the parsed values on success, otherwise the
 * first issue of each field (so a blank password shows 'Password is required', not also the
 * length message). Issues without a path are reported under `root`.
 */
export function zodResolver<TValues extends FieldValues>(schema: z.ZodType): Resolver<TValues> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data as TValues, errors: {} };
    const errors = Object.fromEntries(
      Object.entries(firstIssues(result.error)).map(([key, issue]) => [
        key,
        { type: issue.code, message: issue.message },
      ]),
    );
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}
