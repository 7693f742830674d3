import type { z } from 'zod';

/**
 * The one reading of a zod error as field errors, shared by the server (the
 * `400 { errors: { field: message } }` answers of GUIDE §5) and the client (forms that check
 * before sending, the react-hook-form resolver).
 */

export type FieldIssue = z.ZodError['issues'][number];

export interface FieldErrorOptions {
  /**
   * How an issue is named: `'path'`, its full dotted path ('school.city',
   * 'students.2.lastName'), so a form of many rows shows each message beside its own field;
   * `'field'`, only the top-level field ('school'). Default `'path'`.
   */
  key?: 'path' | 'field';
  /** The name of an issue about the whole value (no path). Default `'root'`. */
  root?: string;
}

/**
 * The first issue of each field, in the order zod found them: a blank password reports
 * 'Password is required', not also the length rule.
 */
export function firstIssues(
  error: z.ZodError,
  { key = 'path', root = 'root' }: FieldErrorOptions = {},
): Record<string, FieldIssue> {
  const found: Record<string, FieldIssue> = {};
  for (const issue of error.issues) {
    const name =
      issue.path.length === 0
        ? root
        : key === 'field'
          ? String(issue.path[0])
          : issue.path.map(String).join('.');
    found[name] ??= issue;
  }
  return found;
}

/** The first message of each field: `{ field: message }`. */
export function fieldErrors(
  error: z.ZodError,
  options?: FieldErrorOptions,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(firstIssues(error, options)).map(([name, issue]) => [name, issue.message]),
  );
}
