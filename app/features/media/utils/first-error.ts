import { ApiError } from '~/lib/api';

/** The first message of a refused call's `errors`, or the screen's own failure text. */
export function firstError(error: unknown, fallback: string): string {
  const errors = error instanceof ApiError ? error.body.errors : undefined;
  return Object.values(errors ?? {})[0] ?? fallback;
}
