import { BILLING_STATUSES } from '@common/schemas/billing-desk';

/** The desk's search and filters as they live in the page's address. */
export interface BillingDeskParams {
  q: string;
  status: (typeof BILLING_STATUSES)[number] | 'all';
  plan: 'small' | 'standard' | 'all';
  overdue: 'all' | 'yes' | 'no';
  page: number;
}

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

export function readDeskParams(search: URLSearchParams): BillingDeskParams {
  const page = Number(search.get('page'));
  return {
    q: search.get('q') ?? '',
    status: oneOf(search.get('status'), [...BILLING_STATUSES, 'all'] as const, 'all'),
    plan: oneOf(search.get('plan'), ['small', 'standard', 'all'] as const, 'all'),
    overdue: oneOf(search.get('overdue'), ['all', 'yes', 'no'] as const, 'all'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's query: only what differs from the defaults. */
export function writeDeskParams(params: BillingDeskParams, withPage = true): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.status !== 'all') search.set('status', params.status);
  if (params.plan !== 'all') search.set('plan', params.plan);
  if (params.overdue !== 'all') search.set('overdue', params.overdue);
  if (withPage && params.page > 1) search.set('page', String(params.page));
  return search;
}

export const hasFilters = (params: BillingDeskParams) =>
  Boolean(params.q) || params.status !== 'all' || params.plan !== 'all' || params.overdue !== 'all';
