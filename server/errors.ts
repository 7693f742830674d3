/**
 * The one error type services throw. Its code decides the HTTP status in one table, and its
 * `errors` object is what the client shows under its fields (SPEC §8: `{ errors }`).
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  /** A plan is needed first (issue 16): the answer carries the priced choice. */
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  /** A provider we depend on (translation) failed; the answer says so, without internals. */
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: AppErrorCode,
    readonly errors: Record<string, string>,
    /** More of the answer beside `errors`, such as the priced choice of a 402. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(Object.values(errors)[0] ?? code);
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/**
 * For private files: a refusal (nobody signed in, someone not allowed) answers exactly like a
 * missing file, so a request learns nothing about what exists.
 */
export async function refusalAsNotFound<T>(
  check: Promise<T>,
  errors: Record<string, string>,
): Promise<T> {
  try {
    return await check;
  } catch (error) {
    if (
      error instanceof AppError &&
      (error.code === 'UNAUTHORIZED' || error.code === 'FORBIDDEN')
    ) {
      throw new AppError('NOT_FOUND', errors);
    }
    throw error;
  }
}
