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
  /** Cancel Standard at the end of the period (the local "portal"; Stripe's portal otherwise). */
  cancel: '/api/billing/cancel',
  /** Undo a cancel at period end while the period lasts. */
  resume: '/api/billing/resume',
  /** Replace the card on file: a setup-mode checkout. */
  card: '/api/billing/card',
  /** The local provider's checkout: what is being bought, and paying it with a test card. */
  localCheckout: '/api/billing/local/checkout/:id',
  localCheckoutComplete: '/api/billing/local/checkout/:id/complete',
  /** GET: the account's workbook licences per workbook and school year (billing-workbooks.ts). */
  workbooks: '/api/billing/workbooks',
  /** GET ?classId=&workbookId=&quantity=: the server's price for licences bought here. */
  workbookQuote: '/api/billing/workbooks/quote',
  /** POST: buys licences for one of the account's classes, as the class's Workbooks tab does. */
  workbookPurchases: '/api/billing/workbooks/purchases',
} as const;

/** The billing pages the server sends people to (the pages themselves are the client's). */
export const BILLING_PAGES = {
  billing: '/teacher/billing',
  manage: '/teacher/billing/manage',
  checkout: (sessionId: string) => `/teacher/billing/checkout/${encodeURIComponent(sessionId)}`,
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
  /** Standard ends at `currentPeriodEnd` instead of renewing (until resumed). */
  cancelAtPeriodEnd: z.boolean(),
  /**
   * The card on file, on the local provider (its manage page shows it); null without one, and
   * always with Stripe, whose customer portal shows the card itself.
   */
  card: z.object({ last4: z.string().regex(/^\d{4}$/) }).nullable(),
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
  /**
   * While paused with students locked out: the day their work is deleted unless the account is
   * paid first (12 months after the pause), and those students, named as the teacher sees them.
   */
  pausedDeletion: z
    .object({
      on: z.string(),
      students: z.array(z.object({ id: z.string(), name: z.string() })),
    })
    .nullable(),
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

/** Bodies of the billing calls that carry nothing (trial, portal, pay, cancel, card). */
export const emptyBillingBodySchema = z.object({});

/** GET /api/billing/account?accountId=… (a school administrator may name the account). */
export const billingAccountQuerySchema = z.object({ accountId: z.string().max(40).optional() });

export const localCheckoutParamsSchema = z.object({ id: z.string().min(1).max(60) });

/** GET /api/billing/local/checkout/:id: what the local checkout page shows before paying. */
export const localCheckoutViewSchema = z.object({
  id: z.string(),
  /** 'subscription': start Standard; 'setup': replace the card; 'payment': pay an open invoice. */
  mode: z.enum(['subscription', 'setup', 'payment']),
  status: z.enum(['open', 'complete']),
  accountName: z.string(),
  seats: z.number().int().min(0).nullable(),
  period: billingPeriodSchema.nullable(),
  amountCents: cents,
  /** The invoice being paid (payment mode), e.g. INV-2027-0001. */
  invoiceNumber: z.string().nullable(),
});

export type LocalCheckout = z.infer<typeof localCheckoutViewSchema>;

/** The local checkout's addresses for one session. */
export const localCheckoutPaths = (sessionId: string) => ({
  view: BILLING_API.localCheckout.replace(':id', encodeURIComponent(sessionId)),
  complete: BILLING_API.localCheckoutComplete.replace(':id', encodeURIComponent(sessionId)),
});

/** POST /api/billing/local/checkout/:id/complete: Stripe's test cards (4242 4242 4242 4242). */
export const localCheckoutCompleteSchema = z.object({
  card: z.object({
    number: z.string().max(30),
    expiry: z.string().max(10),
    cvc: z.string().max(6),
  }),
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

/**
 * POST /api/billing/quotes/:id/accept: the school's purchase order number, and its tax
 * exemption when it has one (the certificate's number). Entering the PO accepts the quote.
 */
export const acceptQuoteSchema = z.object({
  poNumber: z.string().trim().min(1).max(60),
  taxExempt: z.object({ certificate: z.string().trim().min(1).max(80) }).optional(),
});
export type AcceptQuoteBody = z.infer<typeof acceptQuoteSchema>;
/** The accepted quote and the first invoice it raised (open, Net-30, the PO printed on it). */
export const acceptQuoteAnswerSchema = z.object({
  quote: billingQuoteSchema,
  invoice: billingInvoiceSchema.nullable(),
});
export const billingQuoteAcceptPath = (id: string) =>
  `${BILLING_API.quotes}/${encodeURIComponent(id)}/accept`;
