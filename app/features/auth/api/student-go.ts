import { useMutation } from '@tanstack/react-query';
import type { AuthResponse } from '@common/schemas/auth';
import { apiPost } from '~/lib/api';
import { singleFlight } from '~/lib/single-flight';
import { AUTH_API } from '../utils/auth-api';
import { changesAccount } from '../utils/changes-account';

/**
 * POST /api/auth/student_go: opens the student session (`st`), as the student `sid` when
 * given. It rotates the session's token, so it is single use: a call made twice at once (an
 * effect run twice in StrictMode, a remount) shares one request rather than race a second one
 * on the token the first replaced.
 */
export const studentGo = (sid?: string) =>
  singleFlight(`student_go:${sid ?? ''}`, () =>
    changesAccount(apiPost<AuthResponse>(AUTH_API.studentGo, sid ? { sid } : {})),
  );

export const useStudentGo = () => useMutation({ mutationFn: studentGo });
