import { useMutation } from '@tanstack/react-query';
import { apiPost } from '~/lib/api';
import { AUTH_API, type MessageResponse } from '../utils/auth-api';
import { changesAccount } from '../utils/changes-account';

/** POST /api/auth/student_signup: with a class invitation; the student is signed in at once. */
export const studentSignUp = (body: Record<string, unknown>) =>
  changesAccount(apiPost<MessageResponse>(AUTH_API.studentSignup, body));

export const useStudentSignUp = () => useMutation({ mutationFn: studentSignUp });
