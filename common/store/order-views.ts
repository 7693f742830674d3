import type { PurchaseType } from './pricing';

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

export interface OrderView {
  number: string;
  status: OrderStatusName;
  bookName: string;
  bookType: PurchaseType;
  classOrder: boolean;
  /** One row per chosen child; a Standard book has one row without a child. */
  items: { studentName: string | null; quantity: number }[];
  copies: number;
  /** copies × unit price, before credits. */
  booksCents: number;
  creditsRedeemed: number;
  creditDiscountCents: number;
  shipping: { name: string; estimated: string | null; tracking: boolean; cents: number };
  totalCents: number;
  address: {
    firstName: string;
    lastName: string;
    address1: string | null;
    address2: string | null;
    city: string | null;
    zip: string | null;
    country: string | null;
    state: string | null;
  };
  trackingNumber: string | null;
  createdAt: string;
  paidAt: string | null;
  inProductionAt: string | null;
  shippedAt: string | null;
  cancelledAt: string | null;
}

export interface MyOrder {
  number: string;
  status: OrderStatusName;
  bookName: string;
  bookType: PurchaseType;
  copies: number;
  totalCents: number;
  createdAt: string;
  /** The signed status page path. */
  link: string;
}

export interface StaffOrder {
  id: string;
  number: string;
  createdAt: string;
  buyerName: string;
  buyerEmail: string;
  bookName: string;
  bookType: PurchaseType;
  copies: number;
  totalCents: number;
  status: OrderStatusName;
  pdfReady: boolean;
  trackingNumber: string | null;
}
