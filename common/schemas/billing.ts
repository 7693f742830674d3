import { z } from 'zod';

/**
 * The billing calls (issue 16, decision 0022), under /api/billing. Paths live here once; the
 * client and the server both read them.
 */
export const BILLING_API = {
  account: '/api/billing/account',
  trial: '/api/billing/trial',
  subscribe: '/api/billing/subscribe',
  period: '/api/billing/period',
  portal: '/api/billing/portal',
  pay: '/api/billing/pay',
  quotes: '/api/billing/quotes',
  invoices: '/api/billing/invoices',
  webhook: '/api/billing/webhook',
} as const;

const cents = z.number().int().min(0);

export const billingPeriodSchema = z.enum(['month', 'year']);

/** The priced choice that comes with a 402 (common/billing/choice.ts). */
export const planChoiceSchema = z.object({
  seats: z.number().int().min(0),
  currentSeats: z.number().int().min(0),
  monthlyCents: cents,
  annualCents: cents,
  trialAvailable: z.boolean(),
  trialDays: z.number().int().min(1),
  reason: z.enum(['small_class_limit', 'paused', 'canceled']),
});

/**
 * What a refused seating answers (HTTP 402): the message under `errors.plan`, and the choice.
 * Every route that seats students lists it under 402.
 */
export const planRequiredAnswerSchema = z
  .object({ errors: z.record(z.string(), z.string()), planChoice: planChoiceSchema })
  .describe('A plan is needed: the priced choice');

/** The billing page's answer (GET /api/billing/account): the account and how it was counted. */
export const billingAccountViewSchema = z.object({
  id: z.string(),
  kind: z.enum(['teacher', 'school', 'parish']),
  name: z.string(),
  plan: z.enum(['small', 'standard']),
  status: z.enum(['free', 'trialing', 'active', 'past_due', 'paused', 'canceled']),
  period: billingPeriodSchema.nullable(),
  collectionMethod: z.enum(['charge_automatically', 'send_invoice']),
  trialAvailable: z.boolean(),
  trialEndsAt: z.string().nullable(),
  /** The renewal date: the end of the current period. */
  currentPeriodEnd: z.string().nullable(),
  seats: z.object({
    counted: z.number().int().min(0),
    billed: z.number().int().min(0),
    /** Small Class's free seats (5). */
    free: z.number().int().min(0),
    /** Annual accounts: the seats allowed before a true-up (billed + buffer); else null. */
    allowance: z.number().int().min(0).nullable(),
    countedAt: z.string().nullable(),
  }),
  /** How the count was made: each non-archived class, and students counted once. */
  classes: z.array(
    z.object({ id: z.string(), title: z.string(), students: z.number().int().min(0) }),
  ),
  /** Students in more than one of the account's classes (counted once). */
  sharedStudents: z.number().int().min(0),
  /** What the next invoice will charge, and when; null on Small Class. */
  nextCharge: z.object({ amountCents: cents, on: z.string(), description: z.string() }).nullable(),
  pastDueSince: z.string().nullable(),
  pausedAt: z.string().nullable(),
  /** Students beyond the first five who cannot sign in while the account is paused. */
  pausedStudents: z.number().int().min(0),
  poNumber: z.string().nullable(),
  taxExempt: z.boolean(),
  creditCents: cents,
  /** Whether the signed-in person may change this account (its owner or school administrator). */
  canManage: z.boolean(),
  /** 'stripe' when Stripe Billing is configured; 'local' for the local billing provider. */
  provider: z.enum(['stripe', 'local']),
});

export const billingInvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(['subscription', 'proration', 'true_up', 'licences', 'quote']),
  status: z.enum(['draft', 'open', 'paid', 'void', 'uncollectible']),
  totalCents: cents,
  amountPaidCents: cents,
  issuedAt: z.string(),
  dueAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  poNumber: z.string().nullable(),
  /** Where its PDF is read (members of the account only), or null while it is being made. */
  pdfUrl: z.string().nullable(),
});

export const billingAnswerSchema = z.object({
  account: billingAccountViewSchema,
  invoices: z.array(billingInvoiceSchema),
});

/** POST /api/billing/subscribe, and /api/billing/period to switch. */
export const subscribeSchema = z.object({ period: billingPeriodSchema });
/** Where the browser goes next: Stripe's page (Checkout, the customer portal) or the local twin's. */
export const redirectAnswerSchema = z.object({ url: z.string() });

// ---------------------------------------------------------------------------------------------
// H4 (billing pages and documents): additive. The local checkout and portal twins, quotes and
// the PDF addresses. Agreed shapes, noted here for the server side (H2):
// - GET  /api/billing/local/checkout/:id → localCheckoutSchema (H2 may add fields);
// - POST /api/billing/local/checkout/:id/complete { card } → redirectAnswerSchema, or 4xx
//   `{ errors: { card } }` with the card provider's message;
// - POST /api/billing/cancel {} and /api/billing/resume {} → billingAnswerSchema (resume undoes a
//   cancel at period end while the period lasts, when the server supports it).
// - POST /api/billing/card {} → redirectAnswerSchema: a setup-mode checkout that replaces the card
//   on file (the local portal's "Replace card"; with Stripe, the customer portal does it).

export const BILLING_LOCAL_API = {
  checkout: (sessionId: string) => `/api/billing/local/checkout/${encodeURIComponent(sessionId)}`,
  complete: (sessionId: string) =>
    `/api/billing/local/checkout/${encodeURIComponent(sessionId)}/complete`,
  cancel: '/api/billing/cancel',
  resume: '/api/billing/resume',
  card: '/api/billing/card',
} as const;

/** What a local checkout session buys (the local twin of Stripe Checkout). */
export const localCheckoutSchema = z.object({
  id: z.string(),
  accountName: z.string(),
  /** 'subscription' buys Standard; 'setup' only saves a card (replace the card on file). */
  mode: z.enum(['subscription', 'setup']).default('subscription'),
  seats: z.number().int().min(0),
  period: billingPeriodSchema,
  unitCents: cents.optional(),
  amountCents: cents,
  /** Whether the session was already paid or has ended (its page then only leads back). */
  status: z.enum(['open', 'complete', 'expired']).default('open'),
});
export type LocalCheckout = z.infer<typeof localCheckoutSchema>;

export const localCheckoutCompleteSchema = z.object({
  card: z.object({
    number: z.string().max(40),
    expiry: z.string().max(10),
    cvc: z.string().max(6),
  }),
});

/** The card on file, when the account view carries it (optional: the portal shows it). */
export const billingCardSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int(),
});
/** Extra fields of the account view the pages read when present (all optional). */
export const billingAccountExtrasSchema = z.object({
  card: billingCardSchema.nullable().optional(),
  /** Standard ends at `currentPeriodEnd` instead of renewing. */
  cancelAtPeriodEnd: z.boolean().optional(),
});

export const billingQuoteStatusSchema = z.enum(['open', 'accepted', 'expired']);

/** A quote (migration 0050): numbered Q-2027-0001, valid 30 days, priced by the server. */
export const billingQuoteSchema = z.object({
  id: z.string(),
  number: z.string(),
  seats: z.number().int().min(1),
  period: billingPeriodSchema,
  totalCents: cents,
  issuedAt: z.string(),
  validUntil: z.string(),
  status: billingQuoteStatusSchema,
  poNumber: z.string().nullable(),
  pdfUrl: z.string(),
});
export type BillingQuote = z.infer<typeof billingQuoteSchema>;

/** POST /api/billing/quotes: the period, and the seats (default: the account's count). */
export const createQuoteSchema = z.object({
  seats: z.number().int().min(1).max(100_000).optional(),
  period: billingPeriodSchema,
});
export const quoteAnswerSchema = z.object({ quote: billingQuoteSchema });
export const quotesAnswerSchema = z.object({ quotes: z.array(billingQuoteSchema) });
export const billingDocumentParamsSchema = z.object({ id: z.string().min(1).max(40) });

export const billingQuotePdfPath = (id: string) =>
  `${BILLING_API.quotes}/${encodeURIComponent(id)}/pdf`;
export const billingInvoicePdfPath = (id: string) =>
  `${BILLING_API.invoices}/${encodeURIComponent(id)}/pdf`;
