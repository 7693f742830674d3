import { useMutation } from '@tanstack/react-query';
import type { AuthResponse } from '@common/schemas/auth';
import { apiPost } from '~/lib/api';
import { AUTH_API } from '../utils/auth-api';

/** POST /api/auth/forgot (`?student=true` for a student): emails a link to a new password. */
export const requestPasswordReset = ({ email, student }: { email: string; student: boolean }) =>
  apiPost<AuthResponse>(student ? AUTH_API.studentForgot : AUTH_API.forgot, { email });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
