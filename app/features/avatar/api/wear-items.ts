import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AVATAR_API, type AvatarLook } from '@common/avatars/catalog';
import { apiPost } from '~/lib/api';
import { avatarChanged, type AvatarChange } from './avatar-changed';

/** POST /api/avatar/wear: puts on items the student owns. */
export const wearItems = (look: Partial<AvatarLook>) =>
  apiPost<AvatarChange>(AVATAR_API.wear, { look });

export function useWearItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: wearItems,
    onSuccess: (result) => avatarChanged(queryClient, result),
  });
}
