import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '~/lib/api';
import { orderMoved, type StaffOrderAnswer } from './order-moved';

/** POST /api/orders/staff/:id/ship: a printed order is on its way, with its tracking number. */
export const markShipped = ({
  orderId,
  trackingNumber,
}: {
  orderId: string;
  trackingNumber: string;
}) =>
  apiPost<StaffOrderAnswer>(`/api/orders/staff/${encodeURIComponent(orderId)}/ship`, {
    trackingNumber,
  });

export function useMarkShipped() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markShipped,
    onSuccess: (result) => orderMoved(queryClient, result),
  });
}
