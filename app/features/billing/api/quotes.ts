import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BillingPeriod } from '@common/billing/plans';
import {
  BILLING_API,
  billingQuoteAcceptPath,
  type AcceptQuoteBody,
  type BillingQuote,
} from '@common/schemas/billing';
import type { BillingInvoice } from './get-billing';
import { apiPost, fetchJson, unwrap } from '~/lib/api';
import { billingKeys } from './keys';

/** GET /api/billing/quotes: the account's quotes, newest first. */
export const getQuotes = async () =>
  (await fetchJson<{ quotes: BillingQuote[] }>(BILLING_API.quotes)).quotes;

export const quotesQuery = () =>
  queryOptions({ queryKey: billingKeys.quotes(), queryFn: getQuotes });
export const useQuotes = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...quotesQuery(), ...options });

/** POST /api/billing/quotes: the server counts the seats and prices the quote. */
export const requestQuote = async (period: BillingPeriod) =>
  (await unwrap(await apiPost<{ quote: BillingQuote }>(BILLING_API.quotes, { period }))).quote;

export function useRequestQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestQuote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.quotes() }),
  });
}

/** What accepting a quote answers: the quote, and the first invoice (open, Net-30, the PO). */
export interface AcceptedQuote {
  quote: BillingQuote;
  invoice: BillingInvoice | null;
}

/** POST /api/billing/quotes/:id/accept: the PO accepts the quote; Standard is active now. */
export const acceptQuote = async ({ quoteId, ...body }: AcceptQuoteBody & { quoteId: string }) =>
  unwrap(await apiPost<AcceptedQuote>(billingQuoteAcceptPath(quoteId), body));

export function useAcceptQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptQuote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
