import type { StaffOrder, StaffOrderStatus } from '@common/store/order-views';
import { apiGet, apiPost } from '~/lib/api';

export type StaffOrderAnswer = { order: StaffOrder } & { errors?: Record<string, string> };

export const fetchStaffOrders = (status: StaffOrderStatus) =>
  apiGet<{ orders: StaffOrder[] }>(`/api/orders/staff?status=${status}`);

export const staffOrderPdfUrl = (orderId: string) =>
  `/api/orders/staff/${encodeURIComponent(orderId)}/pdf`;

export const markInProduction = (orderId: string) =>
  apiPost<StaffOrderAnswer>(`/api/orders/staff/${encodeURIComponent(orderId)}/in-production`);

/** Ends every status link sent for the order so far (issue 15, point 13). */
export const revokeOrderLinks = (orderId: string) =>
  apiPost<StaffOrderAnswer>(`/api/orders/staff/${encodeURIComponent(orderId)}/revoke-links`);

export const markShipped = (orderId: string, trackingNumber: string) =>
  apiPost<StaffOrderAnswer>(`/api/orders/staff/${encodeURIComponent(orderId)}/ship`, {
    trackingNumber,
  });
