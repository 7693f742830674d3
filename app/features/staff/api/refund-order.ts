import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STAFF_DESK_API, type DeskOrderDetail, type RefundKind } from '@common/schemas/staff-desk';
import { apiPost } from '~/lib/api';
import { DESK_KEYS } from './desk-keys';
import { STAFF_KEYS } from './keys';

export type RefundAnswer = {
  order: DeskOrderDetail;
  refund: { kind: RefundKind; amountCents: number; repeated: boolean };
} & { errors?: Record<string, string> };

/** POST /api/staff-desk/orders/:id/refund: the server computes the amount; once only. */
export const refundOrder = ({ orderId, kind }: { orderId: string; kind: RefundKind }) =>
  apiPost<RefundAnswer>(STAFF_DESK_API.refund(orderId), { kind });

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSuccess: ({ ok, body }, { orderId }) => {
      if (ok) queryClient.setQueryData(DESK_KEYS.order(orderId), body.order);
      void queryClient.invalidateQueries({ queryKey: DESK_KEYS.all });
      void queryClient.invalidateQueries({ queryKey: STAFF_KEYS.all });
    },
  });
}
