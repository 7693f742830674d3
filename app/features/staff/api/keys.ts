import type { StaffOrderStatus } from '@common/store/order-views';

/** Query keys of the staff desk, under one root. */
export const STAFF_KEYS = {
  all: ['staff'] as const,
  orders: (status: StaffOrderStatus) => [...STAFF_KEYS.all, 'orders', status] as const,
};
