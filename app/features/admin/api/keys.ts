/** Query keys of the admin area, under one root. */
export const ADMIN_KEYS = {
  all: ['admin'] as const,
  searches: () => [...ADMIN_KEYS.all, 'search'] as const,
  search: (q: string) => [...ADMIN_KEYS.searches(), q] as const,
  deletionRequests: () => [...ADMIN_KEYS.all, 'deletion-requests'] as const,
  // Issue 12, admin-desk.
  dashboard: () => [...ADMIN_KEYS.all, 'dashboard'] as const,
  lists: () => [...ADMIN_KEYS.all, 'list'] as const,
  list: (kind: 'schools' | 'teachers' | 'students', params: object) =>
    [...ADMIN_KEYS.lists(), kind, params] as const,
  audits: () => [...ADMIN_KEYS.all, 'audit'] as const,
  audit: (params: object) => [...ADMIN_KEYS.audits(), params] as const,
};
