import type { PrintOrderPayload } from '@common/schemas/store';

/** Query keys of the bookstore, under one root. */
export const STORE_KEYS = {
  all: ['store'] as const,
  book: (code: string) => [...STORE_KEYS.all, 'book', code] as const,
  children: (code: string, q: string) => [...STORE_KEYS.all, 'children', code, q] as const,
  shipping: (countryCode: string, quantity: number) =>
    [...STORE_KEYS.all, 'shipping', countryCode, quantity] as const,
  userDetails: () => [...STORE_KEYS.all, 'user-details'] as const,
  /** Stripe.js for the card field (not server data; loaded once per page). */
  stripe: (publishableKey: string) => [...STORE_KEYS.all, 'stripe', publishableKey] as const,
  printOrder: (payload: PrintOrderPayload) => [...STORE_KEYS.all, 'print-order', payload] as const,
};
