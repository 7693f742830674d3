import { queryOptions } from '@tanstack/react-query';
import type {
  PrintOrderAnswer,
  PrintOrderPayload,
  PriceMismatchAnswer,
} from '@common/schemas/store';
import { apiPost } from '~/lib/api';
import { storedPaymentIntentId, storePaymentIntentId } from '../state/checkout-storage';
import { oneAtATime } from '../utils/in-turn';
import { STORE_KEYS } from './keys';
import { STORE_API } from './paths';

export type PrintOrderResult =
  | { kind: 'ok'; answer: PrintOrderAnswer }
  | { kind: 'prices'; answer: PriceMismatchAnswer }
  | { kind: 'failed'; errors: Record<string, string> };

/** POST /api/store/print_order(?pi_id=): prices the order and answers how to pay for it. */
export async function placePrintOrder(
  payload: PrintOrderPayload,
  intentId: string | null,
): Promise<PrintOrderResult> {
  const result = await apiPost<Partial<PrintOrderAnswer> & PriceMismatchAnswer>(
    STORE_API.printOrder(intentId),
    payload,
  );
  if (result.ok && typeof result.body.cs === 'string') {
    return { kind: 'ok', answer: result.body as PrintOrderAnswer };
  }
  if (result.status === 409 && typeof result.body.totalPrice === 'number') {
    return { kind: 'prices', answer: result.body };
  }
  return { kind: 'failed', errors: result.body.errors ?? {} };
}

/** One print_order call at a time per tab (see oneAtATime). */
const inTurn = oneAtATime();

/**
 * print_order for the order as it stands (checkout stage 3): the server prices it and answers
 * the payment intent to pay it with, reusing this cart's intent, so it is read like data,
 * keyed by the order. Each call sends the intent id the one before stored (even when a newer
 * call is on its way, so the cart stays on one intent). The answer holds while the step shows
 * it and is asked afresh each time the step opens; a failure is retried by the buyer.
 */
export const printOrderQuery = (payload: PrintOrderPayload) =>
  queryOptions({
    queryKey: STORE_KEYS.printOrder(payload),
    queryFn: () =>
      inTurn(async () => {
        const result = await placePrintOrder(payload, storedPaymentIntentId());
        if (result.kind === 'ok') storePaymentIntentId(result.answer.pi_id);
        return result;
      }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
