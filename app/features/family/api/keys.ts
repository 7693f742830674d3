/** Query keys of the parent's family view, under one root. */
export const FAMILY_KEYS = {
  all: ['family'] as const,
  childWork: (studentId: string) => [...FAMILY_KEYS.all, 'work', studentId] as const,
  deletionRequest: (studentId: string) =>
    [...FAMILY_KEYS.all, 'deletion-request', studentId] as const,
  /* The parent's home (issue 12, part "parents"). */
  home: () => [...FAMILY_KEYS.all, 'home'] as const,
  feed: (studentId: string) => [...FAMILY_KEYS.all, 'feed', studentId] as const,
  orders: () => [...FAMILY_KEYS.all, 'orders'] as const,
};
