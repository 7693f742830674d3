import { queryOptions, useQuery } from '@tanstack/react-query';
import { ORDERS_API } from '@common/schemas/orders';
import type { MyOrder } from '@common/store/order-views';
import { fetchJson } from '~/lib/api';
import { FAMILY_KEYS } from './keys';

/** GET /api/orders/mine (the buyer's orders list of /store/orders): newest first, with links. */
export const getParentOrders = async () =>
  (await fetchJson<{ orders: MyOrder[] }>(ORDERS_API.mine)).orders;

export const parentOrdersQuery = () =>
  queryOptions({ queryKey: FAMILY_KEYS.orders(), queryFn: getParentOrders });

export const useParentOrders = () => useQuery(parentOrdersQuery());
