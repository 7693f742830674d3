import { z } from 'zod';
import {
  myOrderSchema,
  orderViewSchema,
  STAFF_ORDER_STATUSES,
  staffOrderSchema,
  TRACKING_NUMBER_MAX_LENGTH,
} from '../store/order-views';
import { ORDER_LOOKUP_MESSAGES } from '../store/messages';
import { emailField } from './fields';

/**
 * The order pages' calls under /api/orders (issue 4, fulfilment): the buyer's status page and
 * past orders, and the staff order desk (/api/orders/staff…). Views: common/store/order-views.ts.
 */

const order = (orderId: string) => `/api/orders/staff/${encodeURIComponent(orderId)}`;

/** The order pages' call paths, for the client and the tests. */
export const ORDERS_API = {
  mine: '/api/orders/mine',
  status: (orderNumber: string, signature: string) =>
    `/api/orders/${encodeURIComponent(orderNumber)}?s=${encodeURIComponent(signature)}`,
  staff: (status: string) => `/api/orders/staff?status=${encodeURIComponent(status)}`,
  staffPdf: (orderId: string) => `${order(orderId)}/pdf`,
  inProduction: (orderId: string) => `${order(orderId)}/in-production`,
  revokeLinks: (orderId: string) => `${order(orderId)}/revoke-links`,
  ship: (orderId: string) => `${order(orderId)}/ship`,
} as const;

/** GET /api/orders/:number */
export const orderNumberParamsSchema = z.object({ number: z.string() });

/** ?s=, the status link's signature; a repeated one is read as a wrong one. */
export const orderLinkQuerySchema = z.object({
  s: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .describe("The status link's signature"),
});

/** /api/orders/staff/:id… */
export const staffOrderParamsSchema = z.object({ id: z.string() });

/** GET /api/orders/staff?status= (the desk's tab, paid by default). */
export const staffOrdersQuerySchema = z.object({
  status: z.enum(STAFF_ORDER_STATUSES).default('paid'),
});

/** The staff actions that need nothing more than the order's id (in production, revoke links). */
export const staffActionBodySchema = z.object({}).describe('No fields');

/** POST /api/orders/staff/:id/ship */
export const shipOrderSchema = z.object({
  trackingNumber: z
    .string({ error: 'Enter the tracking number' })
    .trim()
    .min(1, 'Enter the tracking number')
    .max(TRACKING_NUMBER_MAX_LENGTH, `At most ${TRACKING_NUMBER_MAX_LENGTH} characters`),
});

export const orderAnswerSchema = z.object({ order: orderViewSchema });
export const myOrdersAnswerSchema = z.object({ orders: z.array(myOrderSchema) });
export const staffOrdersAnswerSchema = z.object({ orders: z.array(staffOrderSchema) });
export const staffOrderAnswerSchema = z.object({ order: staffOrderSchema });

// Checkout (issue 12, point 11): the order lookup by email and order number.
/** POST /api/orders/lookup */
export const orderLookupSchema = z.object({
  email: emailField,
  number: z
    .string({ error: ORDER_LOOKUP_MESSAGES.numberRequired })
    .trim()
    .min(1, ORDER_LOOKUP_MESSAGES.numberRequired)
    .max(40, ORDER_LOOKUP_MESSAGES.numberInvalid)
    .regex(/^[A-Za-z0-9-]+$/, ORDER_LOOKUP_MESSAGES.numberInvalid)
    .transform((value) => value.toUpperCase()),
});
export type OrderLookupInput = z.input<typeof orderLookupSchema>;
export const orderLookupAnswerSchema = z.object({ message: z.string() });
export const ORDER_LOOKUP_API = '/api/orders/lookup';
