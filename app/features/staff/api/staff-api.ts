import type { StaffOrder, StaffOrderStatus } from '@common/store/order-views';
import { apiGet, apiPost } from '~/lib/api';

export type StaffOrderAnswer = { order: StaffOrder } & { errors?: Record<string, string> };

export const fetchStaffOrders = (status: StaffOrderStatus) =>
  apiGet<{ orders: StaffOrder[] }>(`/api/staff/orders?status=${status}`);

export const staffOrderPdfUrl = (orderId: string) =>
  `/api/staff/orders/${encodeURIComponent(orderId)}/pdf`;

export const markInProduction = (orderId: string) =>
  apiPost<StaffOrderAnswer>(`/api/staff/orders/${encodeURIComponent(orderId)}/in-production`);

export const markShipped = (orderId: string, trackingNumber: string) =>
  apiPost<StaffOrderAnswer>(`/api/staff/orders/${encodeURIComponent(orderId)}/ship`, {
    trackingNumber,
  });
