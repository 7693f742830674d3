import { useMutation } from '@tanstack/react-query';
import { ORDER_LOOKUP_API, type OrderLookupInput } from '@common/schemas/orders';
import { apiPost } from '~/lib/api';

export interface OrderLookupAnswer {
  message?: string;
  errors?: Record<string, string>;
}

/**
 * POST /api/orders/lookup: emails the order's status link when the pair matches. Every answer
 * comes back (a 400 or 429 carries its `errors`); status 0 is a network failure.
 */
export const lookUpOrder = (input: OrderLookupInput) =>
  apiPost<OrderLookupAnswer>(ORDER_LOOKUP_API, input);

export const useLookUpOrder = () => useMutation({ mutationFn: lookUpOrder });
