/** Query keys of the staff desk's search and order detail (issue 12), under one root. */
export const DESK_KEYS = {
  all: ['staff-desk'] as const,
  search: (params: string) => [...DESK_KEYS.all, 'search', params] as const,
  schools: () => [...DESK_KEYS.all, 'schools'] as const,
  order: (orderId: string) => [...DESK_KEYS.all, 'order', orderId] as const,
};
