/** Query keys of the parent's family view, under one root. */
export const FAMILY_KEYS = {
  all: ['family'] as const,
  children: () => [...FAMILY_KEYS.all, 'children'] as const,
  childWork: (studentId: string) => [...FAMILY_KEYS.all, 'work', studentId] as const,
  deletionRequest: (studentId: string) =>
    [...FAMILY_KEYS.all, 'deletion-request', studentId] as const,
};
