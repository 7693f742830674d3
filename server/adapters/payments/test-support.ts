import { expect } from 'vitest';
import { AppError } from '../../errors';

/** The AppError a call fails with (and a failed test if it succeeds or fails otherwise). */
export async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}
