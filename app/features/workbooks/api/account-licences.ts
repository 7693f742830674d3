import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  billingWorkbookPaths,
  type AccountPurchaseRequest,
  type AccountWorkbooks,
} from '@common/schemas/billing-workbooks';
import type { PurchaseAnswer, WorkbookQuote } from '@common/schemas/workbooks';
import { apiGet, apiPost, fetchJson, unwrap } from '~/lib/api';
import { confirmPurchase } from './confirm-purchase';
import { workbookKeys } from './keys';

/** GET /api/billing/workbooks: the account's licences, its classes, the buyable workbooks. */
export const getAccountWorkbooks = () => fetchJson<AccountWorkbooks>(billingWorkbookPaths.summary);

export const accountWorkbooksQuery = () =>
  queryOptions({ queryKey: workbookKeys.account(), queryFn: getAccountWorkbooks });

export const useAccountWorkbooks = () => useQuery(accountWorkbooksQuery());

export const getAccountQuote = async (classId: string, workbookId: string, quantity: number) =>
  unwrap(await apiGet<WorkbookQuote>(billingWorkbookPaths.quote(classId, workbookId, quantity)));

export const buyAccountLicences = async (request: AccountPurchaseRequest) =>
  unwrap(await apiPost<PurchaseAnswer>(billingWorkbookPaths.purchases, request));

/** The server's price for licences bought on the billing page. */
export const useAccountQuote = () =>
  useMutation({
    mutationFn: ({
      classId,
      workbookId,
      quantity,
    }: Omit<AccountPurchaseRequest, 'idempotencyKey'>) =>
      getAccountQuote(classId, workbookId, Number(quantity)),
  });

/**
 * Buying and confirming on the billing page. Every query reads again afterwards: the summary,
 * the class's Workbooks tab, and the billing account (an invoiced purchase is on its next charge).
 */
export function useAccountPurchase() {
  const queryClient = useQueryClient();
  const settled = () => queryClient.invalidateQueries();
  return {
    buy: useMutation({ mutationFn: buyAccountLicences, onSuccess: settled }),
    confirm: useMutation({ mutationFn: confirmPurchase, onSettled: settled }),
  };
}
