import { useMutation } from '@tanstack/react-query';
import type { AuthResponse } from '@common/schemas/auth';
import { apiPost } from '~/lib/api';
import { singleFlight } from '~/lib/single-flight';
import { AUTH_API } from '../utils/auth-api';
import { changesAccount } from '../utils/changes-account';

/**
 * POST /api/auth/login_as: a platform admin opens another teacher's account (SPEC §2.6). It
 * replaces the session, so a call made twice at once (StrictMode, a remount) shares one request.
 */
export const loginAs = (tid: string) =>
  singleFlight(`login_as:${tid}`, () =>
    changesAccount(apiPost<AuthResponse>(AUTH_API.loginAs, { tid })),
  );

export const useLoginAs = () => useMutation({ mutationFn: loginAs });
