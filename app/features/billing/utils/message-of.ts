import { ApiError } from '~/lib/api';

/** The server's own sentence for a refusal, else ours. */
export const messageOf = (error: unknown, fallback: string) =>
  (error instanceof ApiError && Object.values(error.body.errors ?? {})[0]) || fallback;
