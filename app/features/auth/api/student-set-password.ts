import { useMutation } from '@tanstack/react-query';
import type { AuthResponse } from '@common/schemas/auth';
import { apiPost } from '~/lib/api';
import { AUTH_API } from '../utils/auth-api';
import { changesAccount } from '../utils/changes-account';

/** POST /api/auth/student_set_password: the student's own password (set-password cookie). */
export const setStudentPassword = (body: { password: string; confirmPassword: string }) =>
  changesAccount(apiPost<AuthResponse>(AUTH_API.studentSetPassword, body));

export const useSetStudentPassword = () => useMutation({ mutationFn: setStudentPassword });
