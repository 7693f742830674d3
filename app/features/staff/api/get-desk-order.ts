import { queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_DESK_API, type DeskOrderDetail } from '@common/schemas/staff-desk';
import { fetchJson } from '~/lib/api';
import { DESK_KEYS } from './desk-keys';

/** GET /api/staff-desk/orders/:id: one order with its refunds, credits and timeline. */
export const getDeskOrder = async (orderId: string) =>
  (await fetchJson<{ order: DeskOrderDetail }>(STAFF_DESK_API.order(orderId))).order;

export const deskOrderQuery = (orderId: string) =>
  queryOptions({ queryKey: DESK_KEYS.order(orderId), queryFn: () => getDeskOrder(orderId) });

export const useDeskOrder = (orderId: string) => useQuery(deskOrderQuery(orderId));
