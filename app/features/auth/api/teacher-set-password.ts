import { useMutation } from '@tanstack/react-query';
import type { AuthResponse } from '@common/schemas/auth';
import { apiPost } from '~/lib/api';
import { AUTH_API } from '../utils/auth-api';
import { changesAccount } from '../utils/changes-account';

export interface TeacherSetPasswordBody {
  /** The code of the emailed link (single use). */
  c: string;
  password: string;
  confirmPassword: string;
}

/** POST /api/auth/teacher_set_password: a new password by the emailed code, then signed in. */
export const setTeacherPassword = (body: TeacherSetPasswordBody) =>
  changesAccount(apiPost<AuthResponse>(AUTH_API.teacherSetPassword, body));

export const useSetTeacherPassword = () => useMutation({ mutationFn: setTeacherPassword });
