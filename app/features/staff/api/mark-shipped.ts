import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '~/lib/api';
import { orderMoved, type StaffOrderAnswer } from './order-moved';
import { ORDERS_API } from '@common/schemas/orders';

/** POST /api/orders/staff/:id/ship: a printed order is on its way, with its tracking number. */
export const markShipped = ({
  orderId,
  trackingNumber,
}: {
  orderId: string;
  trackingNumber: string;
}) =>
  apiPost<StaffOrderAnswer>(ORDERS_API.ship(orderId), {
    trackingNumber,
  });

export function useMarkShipped() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markShipped,
    onSuccess: (result) => orderMoved(queryClient, result),
  });
}
