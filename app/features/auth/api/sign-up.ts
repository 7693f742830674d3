import { useMutation } from '@tanstack/react-query';
import { apiPost } from '~/lib/api';
import { AUTH_API, type MessageResponse } from '../utils/auth-api';

/** POST /api/auth/signup (teachers and parents): the account waits for its email to be confirmed. */
export const signUp = (body: Record<string, unknown>) =>
  apiPost<MessageResponse>(AUTH_API.signup, body);

export const useSignUp = () => useMutation({ mutationFn: signUp });
