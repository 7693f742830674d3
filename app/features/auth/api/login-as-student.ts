import { useMutation } from '@tanstack/react-query';
import type { AuthResponse } from '@common/schemas/auth';
import { apiPost } from '~/lib/api';
import { singleFlight } from '~/lib/single-flight';
import { AUTH_API } from '../utils/auth-api';
import { changesAccount } from '../utils/changes-account';

/**
 * POST /api/auth/login_as_student: a teacher or parent opens one of their students' accounts
 * (SPEC §2.6). A call made twice at once (StrictMode, a remount) shares one request.
 */
export const loginAsStudent = (sid: string) =>
  singleFlight(`login_as_student:${sid}`, () =>
    changesAccount(apiPost<AuthResponse>(AUTH_API.loginAsStudent, { sid })),
  );

export const useLoginAsStudent = () => useMutation({ mutationFn: loginAsStudent });
