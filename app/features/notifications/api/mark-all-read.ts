import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATIONS_API,
  type NotificationAudience,
  type ReadAllAnswer,
} from '@common/schemas/notifications';
import { apiPost, unwrap } from '~/lib/api';
import { NOTIFICATION_KEYS } from './keys';

/** POST /api/notifications/:audience/read_all: marks every notification read. */
export const markAllRead = async (audience: NotificationAudience) =>
  unwrap(await apiPost<ReadAllAnswer>(NOTIFICATIONS_API.readAll(audience)));

export function useMarkAllRead(audience: NotificationAudience) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAllRead(audience),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEYS.audience(audience) }),
  });
}
