import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STAFF_DESK_API, type BulkChange, type BulkChangeAnswer } from '@common/schemas/staff-desk';
import { apiPost } from '~/lib/api';
import { DESK_KEYS } from './desk-keys';
import { STAFF_KEYS } from './keys';

/** POST /api/staff-desk/orders/bulk: many orders one step on; a result per order. */
export const bulkChange = (change: BulkChange) =>
  apiPost<BulkChangeAnswer & { errors?: Record<string, string> }>(STAFF_DESK_API.bulk, change);

export function useBulkChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkChange,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: DESK_KEYS.all });
      void queryClient.invalidateQueries({ queryKey: STAFF_KEYS.all });
    },
  });
}
