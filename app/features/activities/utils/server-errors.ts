import { ApiError } from '~/lib/api';

/** The field messages of a refused call (by dotted path), if the server sent any. */
export const serverErrors = (error: unknown): Record<string, string> | undefined =>
  error instanceof ApiError ? error.body.errors : undefined;

/** The first message of a refused call, or the pages' own 'could not do that'. */
export const firstServerError = (error: unknown, fallback: string): string =>
  Object.values(serverErrors(error) ?? {})[0] ?? fallback;
