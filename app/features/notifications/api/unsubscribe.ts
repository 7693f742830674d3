import { useMutation } from '@tanstack/react-query';
import { NOTIFICATIONS_API, type UnsubscribeAnswer } from '@common/schemas/notifications';
import { apiPost } from '~/lib/api';

/** POST /api/notifications/unsubscribe?t=…: turns notification email off for the token's account. */
export const unsubscribe = (token: string) =>
  apiPost<UnsubscribeAnswer & { errors?: Record<string, string> }>(
    `${NOTIFICATIONS_API.unsubscribe}?t=${encodeURIComponent(token)}`,
  );

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
