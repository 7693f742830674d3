import type { BillingPeriod, CollectionMethod } from '../../../common/billing/plans';

/**
 * Stripe Billing's lifecycle behind two providers (issue 16, point 10; decision 0022): Stripe
 * when its keys are set, otherwise the local twin (never in production), which keeps the same
 * objects in database tables. The nouns are Stripe's: customers, subscriptions with a quantity
 * and a price per interval, invoices, invoice items, Checkout Sessions and the customer portal.
 * Amounts are whole cents, priced on the server (SEAT_PRICE_CENTS).
 *
 * Events are trusted only for the ids they name: the lifecycle handler reads the subscription,
 * invoice or checkout again through `retrieve…` before the account changes (as decision 0007
 * does for payments).
 */
export type SubscriptionStatus =
  | 'trialing'
  | 'active'
  | 'past_due'
  | 'paused'
  | 'canceled'
  | 'incomplete'
  | 'incomplete_expired'
  | 'unpaid';

export interface SubscriptionView {
  id: string;
  customerId: string;
  /** The Lectio billing account (the subscription's metadata). */
  accountId: string | null;
  status: SubscriptionStatus;
  period: BillingPeriod;
  quantity: number;
  collectionMethod: CollectionMethod;
  trialEnd: string | null;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
}

export interface InvoiceLineView {
  description: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
  /** The invoice item this line came from, when it was one (add_invoice_items). */
  itemId: string | null;
}

export interface InvoiceView {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  accountId: string | null;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  collectionMethod: CollectionMethod;
  /** Stripe's billing_reason: subscription_create, subscription_cycle, subscription_update, manual. */
  billingReason: string;
  /** What Lectio raised it for (metadata.kind), e.g. 'quote' or 'licences'; else null. */
  kind: string | null;
  poNumber: string | null;
  lines: InvoiceLineView[];
  totalCents: number;
  amountPaidCents: number;
  createdAt: string;
  dueAt: string | null;
  paidAt: string | null;
  periodStart: string | null;
  periodEnd: string | null;
}

export interface CheckoutView {
  id: string;
  mode: 'subscription' | 'setup' | 'payment';
  status: 'open' | 'complete' | 'expired';
  url: string;
  customerId: string;
  accountId: string | null;
  /** The subscription a completed subscription-mode checkout started. */
  subscriptionId: string | null;
  /** The invoice a payment-mode checkout pays. */
  invoiceId: string | null;
}

/** What a provider reports: only ids, which the handler reads again. */
export interface BillingEvent {
  id: string;
  type: string;
  provider: 'stripe' | 'local';
  object: { kind: 'subscription' | 'invoice' | 'checkout_session'; id: string } | null;
}

/** How a quantity or price change is billed (Stripe's proration_behavior). */
export type ProrationBehavior = 'create_prorations' | 'always_invoice' | 'none';

export interface BillingProvider {
  readonly name: 'stripe' | 'local';

  createCustomer(input: {
    accountId: string;
    name: string;
    email: string | null;
    idempotencyKey: string;
  }): Promise<{ id: string }>;

  /** A 14-day trial without a card: at its end, with no payment method, it pauses. */
  startTrial(input: {
    customerId: string;
    accountId: string;
    quantity: number;
    period: BillingPeriod;
    trialDays: number;
    idempotencyKey: string;
    now: Date;
  }): Promise<SubscriptionView>;

  /** A card checkout for Standard (Checkout Session, mode 'subscription'). */
  createSubscriptionCheckout(input: {
    customerId: string;
    accountId: string;
    quantity: number;
    period: BillingPeriod;
    successUrl: string;
    cancelUrl: string;
    idempotencyKey: string;
    now: Date;
  }): Promise<CheckoutView>;

  /** Replaces the card on file (Checkout Session, mode 'setup'). */
  createSetupCheckout(input: {
    customerId: string;
    accountId: string;
    subscriptionId: string | null;
    successUrl: string;
    cancelUrl: string;
    idempotencyKey: string;
    now: Date;
  }): Promise<CheckoutView>;

  /** Where to pay an open invoice: Stripe's hosted invoice page, or the local checkout. */
  createInvoicePayment(input: {
    invoiceId: string;
    accountId: string;
    successUrl: string;
    idempotencyKey: string;
    now: Date;
  }): Promise<{ url: string }>;

  updateQuantity(input: {
    subscriptionId: string;
    quantity: number;
    proration: ProrationBehavior;
    now: Date;
  }): Promise<SubscriptionView>;

  /** Monthly ↔ annual, prorated: the unused time is credited on an invoice raised now. */
  switchPeriod(input: {
    subscriptionId: string;
    period: BillingPeriod;
    now: Date;
  }): Promise<SubscriptionView>;

  /**
   * Moves a trial's end (staff, issue 16 point 6): a trial that paused for want of a card is
   * trialing again until then. Stripe: `trial_end` on the subscription, resumed if paused.
   */
  extendTrial(subscriptionId: string, until: Date, now: Date): Promise<SubscriptionView>;
  /** Sets whether Standard ends at the period's end (true) or renews again (false: undo). */
  setCancelAtPeriodEnd(
    subscriptionId: string,
    cancel: boolean,
    now: Date,
  ): Promise<SubscriptionView>;

  /** Ends a subscription now (a trial replaced by a paid one). */
  cancelNow(subscriptionId: string, now: Date): Promise<SubscriptionView | null>;

  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;

  /** A one-time item on the customer's next invoice (Stripe's invoice items). */
  addInvoiceItem(input: {
    customerId: string;
    description: string;
    quantity: number;
    unitCents: number;
    idempotencyKey: string;
    now: Date;
  }): Promise<{ id: string }>;

  /**
   * An invoice raised now, with these lines and any pending items: `send_invoice` with
   * `days_until_due` (a school's PO), or charged to the card on file.
   */
  createInvoice(input: {
    customerId: string;
    accountId: string;
    collectionMethod: CollectionMethod;
    daysUntilDue: number;
    poNumber: string | null;
    kind: string;
    lines: { description: string; quantity: number; unitCents: number }[];
    idempotencyKey: string;
    now: Date;
  }): Promise<InvoiceView>;

  /**
   * Standard paid by purchase order (issue 16, point 5): a subscription that is active at once
   * and collected by `send_invoice`, whose first invoice is raised now, open, due in
   * `daysUntilDue` days, with the PO printed on it (Stripe: `subscriptions.create` with
   * `collection_method: 'send_invoice'`, `days_until_due` and the PO in the invoice's
   * `custom_fields`). The same key makes it once.
   */
  createInvoicedSubscription(input: {
    customerId: string;
    accountId: string;
    quantity: number;
    period: BillingPeriod;
    daysUntilDue: number;
    poNumber: string;
    idempotencyKey: string;
    now: Date;
  }): Promise<{ subscription: SubscriptionView; invoice: InvoiceView | null }>;

  /** Staff received a payment outside the provider (Stripe's `paid_out_of_band`). */
  markInvoicePaid(invoiceId: string, now: Date): Promise<InvoiceView>;

  /**
   * A completed setup-mode checkout's card becomes the one charged from now on: the customer's
   * default for invoices, and its subscription's (Stripe leaves both as they were; the local
   * provider saved the card when the checkout completed, so there it does nothing).
   */
  adoptSetupCard(checkoutId: string): Promise<void>;

  retrieveSubscription(id: string): Promise<SubscriptionView | null>;
  retrieveInvoice(id: string): Promise<InvoiceView | null>;
  retrieveCheckout(id: string): Promise<CheckoutView | null>;

  /**
   * The webhook event in `payload` when `signature` proves it came from Stripe; null otherwise
   * (always null for the local provider, whose events never travel over HTTP).
   */
  verifyWebhookEvent(payload: Buffer, signature: string): BillingEvent | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    billing: BillingProvider;
  }
}
