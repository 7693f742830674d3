import { useMutation } from '@tanstack/react-query';
import type { AuthResponse } from '@common/schemas/auth';
import { apiPost } from '~/lib/api';
import { singleFlight } from '~/lib/single-flight';
import { AUTH_API } from '../utils/auth-api';

/**
 * POST /api/auth/student_reset_code: exchanges the emailed code for the set-password cookie.
 * The code is single use: a call made twice at once (an effect run twice in StrictMode, a
 * remount) shares one request.
 */
export const exchangeResetCode = (c: string) =>
  singleFlight(`student_reset_code:${c}`, () =>
    apiPost<AuthResponse>(AUTH_API.studentResetCode, { c }),
  );

export const useExchangeResetCode = () => useMutation({ mutationFn: exchangeResetCode });
