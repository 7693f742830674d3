import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffOrder, StaffOrderStatus } from '@common/store/order-views';
import { fetchJson } from '~/lib/api';
import { STAFF_KEYS } from './keys';
import { ORDERS_API } from '@common/schemas/orders';

/** GET /api/orders/staff?status= : the desk's orders in one status (403 for non-staff). */
export const getStaffOrders = async (status: StaffOrderStatus) =>
  (await fetchJson<{ orders: StaffOrder[] }>(ORDERS_API.staff(status))).orders;

export const staffOrdersQuery = (status: StaffOrderStatus) =>
  queryOptions({ queryKey: STAFF_KEYS.orders(status), queryFn: () => getStaffOrders(status) });

export const useStaffOrders = (status: StaffOrderStatus) => useQuery(staffOrdersQuery(status));
