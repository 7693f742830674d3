import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_DESK_API,
  type AdjustCreditsInput,
  type CreditAdjustmentAnswer,
} from '@common/schemas/admin-desk';
import { apiPost } from '~/lib/api';
import { ADMIN_KEYS } from './keys';

/** POST …/teachers/:id/credit-adjustments: a grant or revoke, once per requestId. */
export const adjustCredits = ({
  teacherId,
  ...input
}: AdjustCreditsInput & { teacherId: string }) =>
  apiPost<Partial<CreditAdjustmentAnswer> & { errors?: Record<string, string> }>(
    ADMIN_DESK_API.adjustCredits(teacherId),
    input,
  );

/** Balances on every list, the search and the audit log change with it. */
export function useAdjustCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustCredits,
    onSuccess: ({ ok }) => {
      if (ok) void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.all });
    },
  });
}
