/** Query keys of the orders feature, under one root. */
export const ORDERS_KEYS = {
  all: ['orders'] as const,
  mine: () => [...ORDERS_KEYS.all, 'mine'] as const,
  order: (orderNumber: string, signature: string) =>
    [...ORDERS_KEYS.all, 'order', orderNumber, signature] as const,
};
