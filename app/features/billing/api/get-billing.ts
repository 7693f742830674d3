import { queryOptions, useQuery } from '@tanstack/react-query';
import { BILLING_API, type billingAnswerSchema } from '@common/schemas/billing';
import type { z } from 'zod';
import { fetchJson } from '~/lib/api';
import { billingKeys } from './keys';

export type BillingAnswer = z.infer<typeof billingAnswerSchema>;
export type BillingAccountView = BillingAnswer['account'];
export type BillingInvoice = BillingAnswer['invoices'][number];
export type BillingView = { account: BillingAccountView; invoices: BillingInvoice[] };

/** GET /api/billing/account: the signed-in teacher's account, how it was counted, its invoices. */
export const getBilling = () => fetchJson<BillingView>(BILLING_API.account);

export const billingQuery = () =>
  queryOptions({ queryKey: billingKeys.account(), queryFn: getBilling });

export const useBilling = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...billingQuery(), ...options });
