import { useMutation } from '@tanstack/react-query';
import type { AuthResponse } from '@common/schemas/auth';
import { apiPost } from '~/lib/api';
import { AUTH_API, googleLoginBody } from '../utils/auth-api';
import { changesAccount } from '../utils/changes-account';

/** POST /api/auth/student_google_login: Google's credential, and a class code when given. */
export const googleLogIn = ({ credential, code }: { credential: string; code?: string }) =>
  changesAccount(
    apiPost<AuthResponse>(AUTH_API.studentGoogleLogin, googleLoginBody(credential, code)),
  );

export const useGoogleLogIn = () => useMutation({ mutationFn: googleLogIn });
