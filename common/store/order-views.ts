import { z } from 'zod';
import { PURCHASE_TYPES, type PurchaseType } from './pricing';

/**
 * What the order pages read (issue 4, fulfilment): the buyer's status page, the buyer's past
 * orders and the staff order desk. Money is integer US cents, dates ISO strings.
 */

export const ORDER_STATUSES = [
  'awaiting_payment',
  'paid',
  'in_production',
  'shipped',
  'cancelled',
] as const;
export type OrderStatusName = (typeof ORDER_STATUSES)[number];

/** The statuses staff work with, in the order of the desk's tabs. */
export const STAFF_ORDER_STATUSES = ['paid', 'in_production', 'shipped', 'cancelled'] as const;
export type StaffOrderStatus = (typeof STAFF_ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatusName, string> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  in_production: 'In production',
  shipped: 'Shipped',
  cancelled: 'Cancelled',
};

export const BOOK_TYPE_LABELS: Record<PurchaseType, string> = {
  premium: 'Premium Book',
  standard: 'Standard Book',
  journal: 'Journal',
};

export const TRACKING_NUMBER_MAX_LENGTH = 100;

/**
 * How long a status link keeps working once the order has shipped or was cancelled (issue 15,
 * point 13). Post takes days to weeks, abroad longer, and a buyer may check back after a late
 * or lost parcel; three months covers that and a return. Before then the link always works.
 */
export const ORDER_LINK_DAYS_AFTER_SHIPPING = 90;

const isoDate = z.string().describe('ISO 8601 date and time');
const cents = z.number().int().describe('US cents');
const purchaseType = z.enum(PURCHASE_TYPES);
const orderStatus = z.enum(ORDER_STATUSES);

export const orderViewSchema = z.object({
  number: z.string(),
  status: orderStatus,
  bookName: z.string(),
  bookType: purchaseType,
  classOrder: z.boolean(),
  /** One row per chosen child; a Standard book has one row without a child. */
  items: z.array(z.object({ studentName: z.string().nullable(), quantity: z.number().int() })),
  copies: z.number().int(),
  /** copies × unit price, before credits. */
  booksCents: cents,
  creditsRedeemed: z.number().int(),
  creditDiscountCents: cents,
  shipping: z.object({
    name: z.string(),
    estimated: z.string().nullable(),
    tracking: z.boolean(),
    cents,
  }),
  totalCents: cents,
  address: z.object({
    firstName: z.string(),
    lastName: z.string(),
    address1: z.string().nullable(),
    address2: z.string().nullable(),
    city: z.string().nullable(),
    zip: z.string().nullable(),
    country: z.string().nullable(),
    state: z.string().nullable(),
  }),
  trackingNumber: z.string().nullable(),
  createdAt: isoDate,
  paidAt: isoDate.nullable(),
  inProductionAt: isoDate.nullable(),
  shippedAt: isoDate.nullable(),
  cancelledAt: isoDate.nullable(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

export const myOrderSchema = z.object({
  number: z.string(),
  status: orderStatus,
  bookName: z.string(),
  bookType: purchaseType,
  copies: z.number().int(),
  totalCents: cents,
  createdAt: isoDate,
  /** The signed status page path. */
  link: z.string(),
});
export type MyOrder = z.infer<typeof myOrderSchema>;

export const staffOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  createdAt: isoDate,
  buyerName: z.string(),
  buyerEmail: z.string(),
  bookName: z.string(),
  bookType: purchaseType,
  copies: z.number().int(),
  totalCents: cents,
  status: orderStatus,
  pdfReady: z.boolean(),
  trackingNumber: z.string().nullable(),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;
