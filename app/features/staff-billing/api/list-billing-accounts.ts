import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BILLING_DESK_API, type BillingDeskListAnswer } from '@common/schemas/billing-desk';
import { fetchJson } from '~/lib/api';
import { BILLING_DESK_KEYS } from './keys';

/** GET /api/staff/billing/accounts?… : one page of billing accounts (`params`: the query). */
export const listBillingAccounts = (params: string) =>
  fetchJson<BillingDeskListAnswer>(`${BILLING_DESK_API.accounts}?${params}`);

export const billingAccountsQuery = (params: string) =>
  queryOptions({
    queryKey: BILLING_DESK_KEYS.list(params),
    queryFn: () => listBillingAccounts(params),
    // The rows stay while the next page or filter loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export const useBillingAccounts = (params: string) => useQuery(billingAccountsQuery(params));
