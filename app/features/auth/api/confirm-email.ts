import { useMutation } from '@tanstack/react-query';
import { apiPost } from '~/lib/api';
import { singleFlight } from '~/lib/single-flight';
import { AUTH_API, type MessageResponse } from '../utils/auth-api';
import { changesAccount } from '../utils/changes-account';

/**
 * POST /api/auth/confirm_email: spends the emailed code and signs the account in. The code is
 * single use: a call made twice at once (an effect run twice in StrictMode, a remount) shares
 * one request.
 */
export const confirmEmail = ({ e, c }: { e: string; c: string }) =>
  singleFlight(`confirm_email:${e}:${c}`, () =>
    changesAccount(apiPost<MessageResponse>(AUTH_API.confirmEmail, { e, c })),
  );

export const useConfirmEmail = () => useMutation({ mutationFn: confirmEmail });
