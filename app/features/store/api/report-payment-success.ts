import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrintOrderPayload } from '@common/schemas/store';
import { apiPost } from '~/lib/api';
import { STORE_KEYS } from './keys';
import { STORE_API } from './paths';

/** POST /api/store/print_order_success: sent once the card is charged (booksPrice to 2 places). */
export const reportPaymentSuccess = ({
  intentId,
  payload,
}: {
  intentId: string;
  payload: PrintOrderPayload;
}) =>
  apiPost<unknown>(STORE_API.printOrderSuccess(intentId), {
    ...payload,
    booksPrice: payload.booksPrice.toFixed(2),
  });

/** A paid order may have spent a teacher's credits: their details are fetched again. */
export function useReportPaymentSuccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportPaymentSuccess,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: STORE_KEYS.userDetails() });
    },
  });
}
