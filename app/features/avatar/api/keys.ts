/** Query keys of the avatar store, under one root. */
export const AVATAR_KEYS = {
  all: ['avatar'] as const,
  avatar: () => [...AVATAR_KEYS.all, 'mine'] as const,
};
