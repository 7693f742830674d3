import { useMutation } from '@tanstack/react-query';
import type { AuthResponse } from '@common/schemas/auth';
import { apiPost } from '~/lib/api';
import { AUTH_API } from '../utils/auth-api';
import { changesAccount } from '../utils/changes-account';
import type { LogInBody } from './log-in';

/** POST /api/auth/student_login: a username or email, and a password or login code. */
export const studentLogIn = (body: LogInBody) =>
  changesAccount(apiPost<AuthResponse>(AUTH_API.studentLogin, body));

export const useStudentLogIn = () => useMutation({ mutationFn: studentLogIn });
