import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderView } from '@common/store/order-views';
import { fetchJson } from '~/lib/api';
import { ORDERS_KEYS } from './keys';
import { ORDERS_API } from '@common/schemas/orders';

/**
 * GET /api/orders/:number?s= : one order by the signed link of its emails (404 for a wrong
 * link, 410 for one that has ended).
 */
export const getOrder = async (orderNumber: string, signature: string) =>
  (await fetchJson<{ order: OrderView }>(ORDERS_API.status(orderNumber, signature))).order;

export const orderQuery = (orderNumber: string, signature: string) =>
  queryOptions({
    queryKey: ORDERS_KEYS.order(orderNumber, signature),
    queryFn: () => getOrder(orderNumber, signature),
  });

export const useOrder = (orderNumber: string, signature: string) =>
  useQuery(orderQuery(orderNumber, signature));
