import { useMutation } from '@tanstack/react-query';
import { apiPost } from '~/lib/api';
import { AUTH_API } from '../utils/auth-api';

export interface LoginCodeAnswer {
  code?: string;
  expiresAt?: string;
}

/**
 * POST /api/roster/students/:id/login_code: a new login code for one student, answered once.
 * Nothing cached changes: the code is shown, never listed.
 */
export const newLoginCode = (studentId: string) =>
  apiPost<LoginCodeAnswer>(AUTH_API.studentLoginCode(studentId));

export const useNewLoginCode = () => useMutation({ mutationFn: newLoginCode });
