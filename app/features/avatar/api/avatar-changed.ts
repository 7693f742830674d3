import type { QueryClient } from '@tanstack/react-query';
import type { AvatarAnswer } from '@common/avatars/catalog';
import type { ApiResult } from '~/lib/api';
import { AVATAR_KEYS } from './keys';

/** What buying and wearing answer: the avatar as it now is, or why not. */
export type AvatarChange = AvatarAnswer & { errors?: Record<string, string> };

/** A successful purchase or change answers the whole avatar: it replaces the cached one. */
export function avatarChanged(queryClient: QueryClient, { ok, body }: ApiResult<AvatarChange>) {
  if (ok) queryClient.setQueryData<AvatarAnswer>(AVATAR_KEYS.avatar(), body);
}
