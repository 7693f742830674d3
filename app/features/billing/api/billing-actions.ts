import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingPeriod } from '@common/billing/plans';
import { BILLING_API } from '@common/schemas/billing';
import { apiPost, unwrap } from '~/lib/api';
import { billingKeys } from './keys';

/**
 * The billing page's calls (issue 16): the ones that lead elsewhere answer `{ url }` (Stripe's
 * page, or the local twin's), the others change the account, which is then read again.
 */
export const startCheckout = async (period: BillingPeriod) =>
  unwrap(await apiPost<{ url: string }>(BILLING_API.subscribe, { period }));
export const openPortal = async () =>
  unwrap(await apiPost<{ url: string }>(BILLING_API.portal, {}));
export const payNow = async () => unwrap(await apiPost<{ url: string }>(BILLING_API.pay, {}));
export const replaceCard = async () => unwrap(await apiPost<{ url: string }>(BILLING_API.card, {}));

const changes = {
  trial: () => apiPost(BILLING_API.trial, {}),
  period: (period: BillingPeriod) => apiPost(BILLING_API.period, { period }),
  cancel: () => apiPost(BILLING_API.cancel, {}),
  resume: () => apiPost(BILLING_API.resume, {}),
};

/** A change to the account (trial, period, cancel, undo); the account is read again after. */
export function useBillingChange<TInput = void>(
  call: (input: TInput) => ReturnType<typeof apiPost>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TInput) => unwrap(await call(input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}

export const useStartTrial = () => useBillingChange(changes.trial);
export const useSwitchPeriod = () => useBillingChange(changes.period);
export const useCancelAtPeriodEnd = () => useBillingChange(changes.cancel);
export const useResume = () => useBillingChange(changes.resume);
