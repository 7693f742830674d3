import { z } from 'zod';
import { BILLING_DESK_MESSAGES as M } from '../copy/billing-desk';

/**
 * The staff billing desk's calls under /api/staff/billing (issue 16, point 6), platform admins
 * only: every billing account searched, filtered and paged; one account with its invoices,
 * quotes and audit trail; the CSV export; and the three audited actions. Each action carries a
 * key the browser makes once per confirmed change, so sending it again changes nothing.
 */
const base = '/api/staff/billing';
const at = (id: string) => `${base}/accounts/${encodeURIComponent(id)}`;
export const BILLING_DESK_API = {
  accounts: `${base}/accounts`,
  csv: `${base}/accounts.csv`,
  account: at,
  extendTrial: (id: string) => `${at(id)}/extend-trial`,
  credit: (id: string) => `${at(id)}/credit`,
  offlinePayment: (id: string, invoiceId: string) =>
    `${at(id)}/invoices/${encodeURIComponent(invoiceId)}/offline-payment`,
} as const;

export const BILLING_DESK_PAGE_SIZE = 25;
export const BILLING_DESK_SEARCH_MAX_LENGTH = 120;
export const TRIAL_EXTENSION_DAYS = { min: 1, max: 60 } as const;
/** The largest credit one action applies: $10,000. */
export const MAX_DESK_CREDIT_CENTS = 1_000_000;
export const DESK_REASON_MAX_LENGTH = 500;
export const DESK_REFERENCE_MAX_LENGTH = 100;

export const BILLING_STATUSES = [
  'free',
  'trialing',
  'active',
  'past_due',
  'paused',
  'canceled',
] as const;
export const OFFLINE_PAYMENT_METHODS = ['check', 'ach', 'bank_transfer'] as const;
export type OfflinePaymentMethod = (typeof OFFLINE_PAYMENT_METHODS)[number];

const filterFields = {
  q: z.string().trim().max(BILLING_DESK_SEARCH_MAX_LENGTH).optional().default(''),
  status: z.enum([...BILLING_STATUSES, 'all']).default('all'),
  plan: z.enum(['small', 'standard', 'all']).default('all'),
  /** 'yes': accounts with an overdue invoice; 'no': without one. */
  overdue: z.enum(['all', 'yes', 'no']).default('all'),
};

/** The desk's filters, shared by the list and the CSV export. */
export const billingDeskFiltersSchema = z.object(filterFields);
export type BillingDeskFilters = z.infer<typeof billingDeskFiltersSchema>;

export const billingDeskQuerySchema = z.object({
  ...filterFields,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type BillingDeskQuery = z.infer<typeof billingDeskQuerySchema>;

const cents = z.number().int().describe('US cents');
const count = z.number().int().min(0);

export const deskQuoteSchema = z.object({
  id: z.string(),
  number: z.string(),
  seats: count,
  period: z.enum(['month', 'year']).nullable(),
  totalCents: cents,
  validUntil: z.string().nullable(),
  status: z.enum(['open', 'accepted', 'expired']),
  poNumber: z.string().nullable(),
});
export type DeskQuote = z.infer<typeof deskQuoteSchema>;

export const deskBillingAccountSchema = z.object({
  id: z.string(),
  kind: z.enum(['teacher', 'school', 'parish']),
  name: z.string(),
  ownerEmail: z.string().nullable(),
  plan: z.enum(['small', 'standard']),
  status: z.enum(BILLING_STATUSES),
  period: z.enum(['month', 'year']).nullable(),
  seatsCounted: count,
  seatsBilled: count,
  /** Open invoices' totals less what was paid on them. */
  balanceCents: cents,
  creditCents: cents,
  overdueInvoices: count,
  /** Days since the oldest overdue invoice fell due; null when none is overdue. */
  oldestOverdueDays: count.nullable(),
  openQuotes: count,
  poNumber: z.string().nullable(),
  trialEndsAt: z.string().nullable(),
  taxExempt: z.boolean(),
  /** The exemption certificate's number the school gave when it accepted a quote. */
  taxExemptCertificate: z.string().nullable(),
});
export type DeskBillingAccount = z.infer<typeof deskBillingAccountSchema>;

export const billingDeskListAnswerSchema = z.object({
  accounts: z.array(deskBillingAccountSchema),
  total: count,
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BillingDeskListAnswer = z.infer<typeof billingDeskListAnswerSchema>;

export const deskInvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(['subscription', 'proration', 'true_up', 'licences', 'quote']),
  status: z.enum(['draft', 'open', 'paid', 'void', 'uncollectible']),
  totalCents: cents,
  amountPaidCents: cents,
  issuedAt: z.string(),
  dueAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  paidVia: z.string().nullable(),
  poNumber: z.string().nullable(),
  overdueDays: count.nullable(),
  lines: z.array(
    z.object({
      description: z.string(),
      quantity: z.number().int(),
      unitCents: cents,
      amountCents: cents,
    }),
  ),
});
export type DeskInvoice = z.infer<typeof deskInvoiceSchema>;

export const deskAuditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  label: z.string(),
  actorEmail: z.string().nullable(),
  createdAt: z.string(),
  reason: z.string().nullable(),
  summary: z.string(),
});
export type DeskAuditEntry = z.infer<typeof deskAuditEntrySchema>;

export const deskAccountDetailSchema = deskBillingAccountSchema.extend({
  collectionMethod: z.enum(['charge_automatically', 'send_invoice']),
  currentPeriodEnd: z.string().nullable(),
  pastDueSince: z.string().nullable(),
  pausedAt: z.string().nullable(),
  /** Whether "Extend trial" applies: trialing, or paused after the trial. */
  canExtendTrial: z.boolean(),
});
export type DeskAccountDetail = z.infer<typeof deskAccountDetailSchema>;

export const billingDeskAccountAnswerSchema = z.object({
  account: deskAccountDetailSchema,
  invoices: z.array(deskInvoiceSchema),
  quotes: z.array(deskQuoteSchema),
  audit: z.array(deskAuditEntrySchema),
});
export type BillingDeskAccountAnswer = z.infer<typeof billingDeskAccountAnswerSchema>;

/** An action's answer: the account as it is now; `replayed` when the key was already used. */
export const billingDeskActionAnswerSchema = billingDeskAccountAnswerSchema.extend({
  replayed: z.boolean(),
});
export type BillingDeskActionAnswer = z.infer<typeof billingDeskActionAnswerSchema>;

export const billingDeskAccountParamsSchema = z.object({ id: z.string().min(1).max(40) });
export const billingDeskInvoiceParamsSchema = z.object({
  id: z.string().min(1).max(40),
  invoiceId: z.string().min(1).max(40),
});

const actionFields = {
  /** Made by the browser once per confirmed change (a UUID). */
  key: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{8,64}$/, 'A key of 8 to 64 letters, digits or dashes'),
  reason: z.string().trim().min(1, M.reasonRequired).max(DESK_REASON_MAX_LENGTH, M.reasonTooLong),
};

export const extendTrialBodySchema = z.object({
  ...actionFields,
  days: z
    .number({ error: M.daysRange })
    .int(M.daysRange)
    .min(TRIAL_EXTENSION_DAYS.min, M.daysRange)
    .max(TRIAL_EXTENSION_DAYS.max, M.daysRange),
});
export type ExtendTrialBody = z.infer<typeof extendTrialBodySchema>;

export const applyCreditBodySchema = z.object({
  ...actionFields,
  cents: z
    .number({ error: M.creditPositive })
    .int(M.creditPositive)
    .min(1, M.creditPositive)
    .max(MAX_DESK_CREDIT_CENTS, M.creditTooLarge),
});
export type ApplyCreditBody = z.infer<typeof applyCreditBodySchema>;

export const offlinePaymentBodySchema = z.object({
  ...actionFields,
  method: z.enum(OFFLINE_PAYMENT_METHODS, { error: M.methodRequired }),
  reference: z
    .string()
    .trim()
    .min(1, M.referenceRequired)
    .max(DESK_REFERENCE_MAX_LENGTH, M.referenceRequired),
});
export type OfflinePaymentBody = z.infer<typeof offlinePaymentBodySchema>;
