import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '~/lib/api';
import { orderMoved, type StaffOrderAnswer } from './order-moved';

/** POST /api/staff/orders/:id/in-production: a paid order goes to the printer. */
export const markInProduction = (orderId: string) =>
  apiPost<StaffOrderAnswer>(`/api/staff/orders/${encodeURIComponent(orderId)}/in-production`);

export function useMarkInProduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markInProduction,
    onSuccess: (result) => orderMoved(queryClient, result),
  });
}
