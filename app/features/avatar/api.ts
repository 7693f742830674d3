import { AVATAR_API, type AvatarAnswer, type AvatarLook } from '@common/avatars/catalog';
import { apiGet, apiPost } from '~/lib/api';

type Errors = { errors?: Record<string, string> };

export const loadAvatar = () => apiGet<AvatarAnswer>(AVATAR_API.avatar);
export const buyItem = (itemId: string) =>
  apiPost<AvatarAnswer & Errors>(AVATAR_API.purchase, { itemId });
export const wearItems = (look: Partial<AvatarLook>) =>
  apiPost<AvatarAnswer & Errors>(AVATAR_API.wear, { look });
