import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BILLING_DESK_API,
  type ApplyCreditBody,
  type BillingDeskActionAnswer,
  type ExtendTrialBody,
  type OfflinePaymentBody,
} from '@common/schemas/billing-desk';
import { apiPost } from '~/lib/api';
import { BILLING_DESK_KEYS } from './keys';

/** One of the desk's three audited actions, with the body its route takes. */
export type DeskAction =
  | { kind: 'extendTrial'; accountId: string; body: ExtendTrialBody }
  | { kind: 'credit'; accountId: string; body: ApplyCreditBody }
  | { kind: 'offlinePayment'; accountId: string; invoiceId: string; body: OfflinePaymentBody };

export type DeskActionResult = BillingDeskActionAnswer & { errors?: Record<string, string> };

/**
 * POST one action: /extend-trial, /credit or /invoices/:invoiceId/offline-payment. The body's
 * key is made once per confirmed change, so a retry after a lost answer changes nothing twice.
 */
export function postDeskAction(action: DeskAction) {
  const url =
    action.kind === 'extendTrial'
      ? BILLING_DESK_API.extendTrial(action.accountId)
      : action.kind === 'credit'
        ? BILLING_DESK_API.credit(action.accountId)
        : BILLING_DESK_API.offlinePayment(action.accountId, action.invoiceId);
  return apiPost<DeskActionResult>(url, action.body);
}

export function useDeskAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeskAction,
    onSuccess: ({ ok, body }, { accountId }) => {
      if (ok) {
        const { replayed: _replayed, ...answer } = body;
        queryClient.setQueryData(BILLING_DESK_KEYS.account(accountId), answer);
      }
      void queryClient.invalidateQueries({ queryKey: BILLING_DESK_KEYS.all });
    },
  });
}
