/** Query keys of the staff billing desk (issue 16, point 6), under one root. */
export const BILLING_DESK_KEYS = {
  all: ['staff-billing'] as const,
  list: (params: string) => [...BILLING_DESK_KEYS.all, 'list', params] as const,
  account: (accountId: string) => [...BILLING_DESK_KEYS.all, 'account', accountId] as const,
};
