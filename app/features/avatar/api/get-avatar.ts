import { queryOptions, useQuery } from '@tanstack/react-query';
import { AVATAR_API, type AvatarAnswer } from '@common/avatars/catalog';
import { fetchJson } from '~/lib/api';
import { AVATAR_KEYS } from './keys';

/** GET /api/avatar: the student's look, points and items bought. */
export const getAvatar = () => fetchJson<AvatarAnswer>(AVATAR_API.avatar);

export const avatarQuery = () =>
  queryOptions({ queryKey: AVATAR_KEYS.avatar(), queryFn: getAvatar });

export const useAvatar = () => useQuery(avatarQuery());
