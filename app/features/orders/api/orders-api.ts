import type { MyOrder, OrderView } from '@common/store/order-views';
import { apiGet } from '~/lib/api';

export const fetchOrder = (orderNumber: string, signature: string) =>
  apiGet<{ order: OrderView }>(
    `/api/orders/${encodeURIComponent(orderNumber)}?s=${encodeURIComponent(signature)}`,
  );

export const fetchMyOrders = () => apiGet<{ orders: MyOrder[] }>('/api/orders/mine');
