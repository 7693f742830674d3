import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyOrder } from '@common/store/order-views';
import { fetchJson } from '~/lib/api';
import { ORDERS_KEYS } from './keys';
import { ORDERS_API } from '@common/schemas/orders';

/** GET /api/orders/mine: the signed-in buyer's orders (401 for a visitor). */
export const getMyOrders = async () =>
  (await fetchJson<{ orders: MyOrder[] }>(ORDERS_API.mine)).orders;

export const myOrdersQuery = () =>
  queryOptions({ queryKey: ORDERS_KEYS.mine(), queryFn: getMyOrders });

export const useMyOrders = () => useQuery(myOrdersQuery());
