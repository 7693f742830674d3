/** Query keys of the admin area, under one root. */
export const ADMIN_KEYS = {
  all: ['admin'] as const,
  searches: () => [...ADMIN_KEYS.all, 'search'] as const,
  search: (q: string) => [...ADMIN_KEYS.searches(), q] as const,
  deletionRequests: () => [...ADMIN_KEYS.all, 'deletion-requests'] as const,
};
