import { get, set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '~/lib/zod-resolver';

/**
 * The shared zod resolver, with its errors nested the way react-hook-form reads them for
 * field arrays ('questions.0.prompt' becomes errors.questions[0].prompt). An error about a
 * whole list goes under its `root`, next to the errors of its rows.
 */
export function nestedZodResolver<TValues extends FieldValues>(
  schema: z.ZodType,
): Resolver<TValues> {
  const flat = zodResolver<TValues>(schema);
  return async (values, context, options) => {
    const result = await flat(values, context, options);
    const nested: Record<string, unknown> = {};
    for (const [key, error] of Object.entries(result.errors)) {
      set(nested, Array.isArray(get(values, key)) ? `${key}.root` : key, error);
    }
    if (Object.keys(nested).length === 0) return result;
    return { values: {}, errors: nested as FieldErrors<TValues> };
  };
}
