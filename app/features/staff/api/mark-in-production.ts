import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '~/lib/api';
import { orderMoved, type StaffOrderAnswer } from './order-moved';
import { ORDERS_API } from '@common/schemas/orders';

/** POST /api/orders/staff/:id/in-production: a paid order goes to the printer. */
export const markInProduction = (orderId: string) =>
  apiPost<StaffOrderAnswer>(ORDERS_API.inProduction(orderId));

export function useMarkInProduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markInProduction,
    onSuccess: (result) => orderMoved(queryClient, result),
  });
}
