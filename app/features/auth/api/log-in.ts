import { useMutation } from '@tanstack/react-query';
import type { AuthResponse } from '@common/schemas/auth';
import { apiPost } from '~/lib/api';
import { AUTH_API } from '../utils/auth-api';
import { changesAccount } from '../utils/changes-account';

/** With an email and password, or with neither: then the session cookie signs in again. */
export interface LogInBody {
  email?: string;
  password?: string;
  role?: number;
  app?: string;
}

/** POST /api/auth/login (teachers and parents). */
export const logIn = (body: LogInBody) =>
  changesAccount(apiPost<AuthResponse>(AUTH_API.login, body));

export const useLogIn = () => useMutation({ mutationFn: logIn });
