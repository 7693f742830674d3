import { queryOptions, useQuery } from '@tanstack/react-query';
import { BILLING_DESK_API, type BillingDeskAccountAnswer } from '@common/schemas/billing-desk';
import { fetchJson } from '~/lib/api';
import { BILLING_DESK_KEYS } from './keys';

/** GET /api/staff/billing/accounts/:id: the account, its invoices, quotes and audit trail. */
export const getBillingAccount = (accountId: string) =>
  fetchJson<BillingDeskAccountAnswer>(BILLING_DESK_API.account(accountId));

export const billingAccountQuery = (accountId: string) =>
  queryOptions({
    queryKey: BILLING_DESK_KEYS.account(accountId),
    queryFn: () => getBillingAccount(accountId),
  });

export const useBillingAccount = (accountId: string) => useQuery(billingAccountQuery(accountId));
