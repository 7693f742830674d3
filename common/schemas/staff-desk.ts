import { z } from 'zod';
import { DESK_MESSAGES } from '../copy/staff-desk';
import {
  orderViewSchema,
  STAFF_ORDER_STATUSES,
  staffOrderSchema,
  TRACKING_NUMBER_MAX_LENGTH,
} from '../store/order-views';

/**
 * The staff order desk's calls under /api/staff-desk (issue 12, points 12 and 13): search with
 * filters, sorting and pages; bulk status changes; the production batch (ZIP) and the CSV
 * export; one order's detail with its timeline; refunds. Platform admins only.
 */

export const DESK_PAGE_SIZES = [25, 50, 100] as const;
/** The most orders one bulk change or one production batch takes. */
export const DESK_MAX_SELECTED = 100;
export const DESK_SEARCH_MAX_LENGTH = 120;

export const DESK_SORTS = ['created', 'total', 'number'] as const;
export type DeskSort = (typeof DESK_SORTS)[number];

const dateOnly = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-09-01')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Use a real date');

const filterFields = {
  q: z.string().trim().max(DESK_SEARCH_MAX_LENGTH).optional().default(''),
  /** One status, or every status staff work with ('all'). */
  status: z.enum([...STAFF_ORDER_STATUSES, 'all']).default('all'),
  from: dateOnly.optional(),
  to: dateOnly.optional(),
  schoolId: z.string().max(40).optional(),
  sort: z.enum(DESK_SORTS).default('created'),
  dir: z.enum(['asc', 'desc']).default('desc'),
};

const datesInOrder = (filters: { from?: string | undefined; to?: string | undefined }) =>
  !filters.from || !filters.to || filters.from <= filters.to;
const datesRefusal = { message: DESK_MESSAGES.dateOrder, path: ['to'] };

/** The desk's filters, shared by the search and the CSV export. */
export const deskFiltersSchema = z.object(filterFields).refine(datesInOrder, datesRefusal);
export type DeskFilters = z.infer<typeof deskFiltersSchema>;

export const deskSearchQuerySchema = z
  .object({
    ...filterFields,
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine((size) => (DESK_PAGE_SIZES as readonly number[]).includes(size), 'Pick 25, 50 or 100')
      .default(25),
  })
  .refine(datesInOrder, datesRefusal);
export type DeskSearchQuery = z.infer<typeof deskSearchQuerySchema>;

const cents = z.number().int().describe('US cents');

export const deskOrderSchema = staffOrderSchema.extend({
  schoolName: z.string().nullable(),
  bookCode: z.string(),
  refundedCents: cents,
});
export type DeskOrder = z.infer<typeof deskOrderSchema>;

export const deskSearchAnswerSchema = z.object({
  orders: z.array(deskOrderSchema),
  /** How many match, counted up to a cap; `more` when there are more than that. */
  total: z.number().int(),
  more: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DeskSearchAnswer = z.infer<typeof deskSearchAnswerSchema>;

export const deskSchoolsAnswerSchema = z.object({
  schools: z.array(z.object({ id: z.string(), name: z.string() })),
});

const orderIds = z
  .array(z.string().min(1).max(40))
  .min(1, DESK_MESSAGES.noneSelected)
  .max(DESK_MAX_SELECTED, DESK_MESSAGES.tooManySelected(DESK_MAX_SELECTED));

/** POST /api/staff-desk/orders/bulk: the same steps a single change allows. */
export const bulkChangeSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('in_production'), orderIds }),
  z.object({
    action: z.literal('ship'),
    orders: z
      .array(
        z.object({
          orderId: z.string().min(1).max(40),
          trackingNumber: z
            .string({ error: 'Enter the tracking number' })
            .trim()
            .min(1, 'Enter the tracking number')
            .max(TRACKING_NUMBER_MAX_LENGTH),
        }),
      )
      .min(1, DESK_MESSAGES.noneSelected)
      .max(DESK_MAX_SELECTED, DESK_MESSAGES.tooManySelected(DESK_MAX_SELECTED)),
  }),
]);
export type BulkChange = z.infer<typeof bulkChangeSchema>;

export const bulkChangeAnswerSchema = z.object({
  results: z.array(
    z.object({
      orderId: z.string(),
      number: z.string().nullable(),
      ok: z.boolean(),
      error: z.string().nullable(),
    }),
  ),
});
export type BulkChangeAnswer = z.infer<typeof bulkChangeAnswerSchema>;

/** GET /api/staff-desk/orders/batch.zip?ids=a,b,c */
export const batchQuerySchema = z.object({
  ids: z
    .string()
    .max(DESK_MAX_SELECTED * 41)
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(orderIds),
});

export const deskOrderParamsSchema = z.object({ id: z.string().min(1).max(40) });

export const REFUND_KINDS = ['whole', 'shipping'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];
export const refundBodySchema = z.object({ kind: z.enum(REFUND_KINDS) });

/**
 * Stripe's refund failure reasons (`failure_reason`); the local test provider's "fail this
 * refund" call (never in production) takes one of them.
 */
export const REFUND_FAILURE_CODES = [
  'lost_or_stolen_card',
  'expired_or_canceled_card',
  'charge_for_pending_refund_disputed',
  'insufficient_funds',
  'declined',
  'merchant_request',
  'unknown',
] as const;
export const failLocalRefundBodySchema = z.object({
  kind: z.enum(REFUND_KINDS),
  reason: z.enum(REFUND_FAILURE_CODES).default('expired_or_canceled_card'),
});

export const TIMELINE_KINDS = [
  'placed',
  'paid',
  'confirmationEmailed',
  'inProduction',
  'shipped',
  'cancelled',
  'linksRevoked',
  'refunded',
  'refundFailed',
  'refundEmailed',
  'creditsReturned',
  'batchDownloaded',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const timelineEntrySchema = z.object({
  kind: z.enum(TIMELINE_KINDS),
  at: z.string(),
  /** Who did it (staff member's name), null for the buyer or the system. */
  actor: z.string().nullable(),
  /** Ready to show (amount, credits, tracking number…). */
  text: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const deskOrderDetailSchema = z.object({
  id: z.string(),
  view: orderViewSchema,
  email: z.string(),
  telephone: z.string().nullable(),
  schoolName: z.string().nullable(),
  classTitle: z.string(),
  bookCode: z.string(),
  paymentProvider: z.string(),
  refundedCents: cents,
  pdfReady: z.boolean(),
  /** What each refund would give back now; null when that refund is not possible. */
  refundable: z.object({ whole: cents.nullable(), shipping: cents.nullable() }),
  /** Refunds the provider reported failed after they were made (decision 0019). */
  failedRefunds: z.array(
    z.object({
      kind: z.enum(REFUND_KINDS),
      amountCents: cents,
      /** Ready to read (refundFailureText). */
      reason: z.string(),
      failedAt: z.string(),
      /** Whether "Retry refund" may be offered now (not for shipping once all is refunded). */
      retryable: z.boolean(),
    }),
  ),
  credits: z
    .object({
      teacherName: z.string(),
      redeemed: z.number().int(),
      returned: z.number().int(),
      balance: z.number().int(),
    })
    .nullable(),
  timeline: z.array(timelineEntrySchema),
});
export type DeskOrderDetail = z.infer<typeof deskOrderDetailSchema>;

export const deskOrderAnswerSchema = z.object({ order: deskOrderDetailSchema });
export const refundAnswerSchema = z.object({
  order: deskOrderDetailSchema,
  refund: z.object({ kind: z.enum(REFUND_KINDS), amountCents: cents, repeated: z.boolean() }),
});

const base = '/api/staff-desk';
const one = (orderId: string) => `${base}/orders/${encodeURIComponent(orderId)}`;

/** The desk's call paths, for the client and the tests. */
export const STAFF_DESK_API = {
  search: `${base}/orders`,
  schools: `${base}/schools`,
  bulk: `${base}/orders/bulk`,
  exportCsv: `${base}/orders/export.csv`,
  batch: (ids: string[]) => `${base}/orders/batch.zip?ids=${ids.map(encodeURIComponent).join(',')}`,
  order: one,
  refund: (orderId: string) => `${one(orderId)}/refund`,
  /** The local test provider only: its refund reported failed, as Stripe's webhook would. */
  failLocalRefund: (orderId: string) => `${one(orderId)}/refund/local-failure`,
} as const;
