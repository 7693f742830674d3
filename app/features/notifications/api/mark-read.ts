import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReadAnswer } from '@common/schemas/notifications';
import { apiPost, unwrap } from '~/lib/api';
import type { NotificationSource } from './source';

/** POST the source's read call: marks one notification read. */
export const markRead = async (source: NotificationSource, notificationId: string) =>
  unwrap(await apiPost<ReadAnswer>(source.read(notificationId)));

export function useMarkRead(source: NotificationSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: string) => markRead(source, notificationId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: source.key }),
  });
}
