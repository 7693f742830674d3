import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATIONS_API,
  type NotificationAudience,
  type ReadAnswer,
} from '@common/schemas/notifications';
import { apiPost, unwrap } from '~/lib/api';
import { NOTIFICATION_KEYS } from './keys';

/** POST /api/notifications/:audience/:id/read: marks one notification read. */
export const markRead = async (audience: NotificationAudience, notificationId: string) =>
  unwrap(await apiPost<ReadAnswer>(NOTIFICATIONS_API.read(audience, notificationId)));

export function useMarkRead(audience: NotificationAudience) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: string) => markRead(audience, notificationId),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEYS.audience(audience) }),
  });
}
