import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AVATAR_API } from '@common/avatars/catalog';
import { apiPost } from '~/lib/api';
import { avatarChanged, type AvatarChange } from './avatar-changed';

/** POST /api/avatar/purchase: spends points on an item. */
export const buyItem = (itemId: string) => apiPost<AvatarChange>(AVATAR_API.purchase, { itemId });

export function useBuyItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyItem,
    onSuccess: (result) => avatarChanged(queryClient, result),
  });
}
