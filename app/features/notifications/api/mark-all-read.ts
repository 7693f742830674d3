import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReadAllAnswer } from '@common/schemas/notifications';
import { apiPost, unwrap } from '~/lib/api';
import type { NotificationSource } from './source';

/** POST the source's read_all: marks every notification read. */
export const markAllRead = async (source: NotificationSource) =>
  unwrap(await apiPost<ReadAllAnswer>(source.readAll));

export function useMarkAllRead(source: NotificationSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAllRead(source),
    onSettled: () => queryClient.invalidateQueries({ queryKey: source.key }),
  });
}
