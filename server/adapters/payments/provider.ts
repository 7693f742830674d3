/**
 * One PaymentIntent lifecycle behind two providers (issue 4, point 11): Stripe when its keys
 * are set, otherwise the local test provider (never in production). The store creates one
 * intent per cart and updates it while the cart changes; the browser confirms it with the
 * client secret; the server re-reads it before marking an order paid (decision 0007).
 */
export interface PaymentIntentView {
  id: string;
  /**
   * What the browser confirms with. Stripe returns it on every call; the local provider too
   * (it derives the secret again from a key kept in the database, and stores only its hash).
   */
  clientSecret: string;
  /** 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled' … (Stripe's statuses). */
  status: string;
  amountCents: number;
  currency: string;
  metadata: Record<string, string>;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'local';
  /**
   * Creates an intent (with the idempotency key), or, when `intentId` names one that can still
   * change, updates its amount and metadata: one intent per cart. A succeeded or canceled
   * intent is never modified: AppError CONFLICT. An unknown id: AppError NOT_FOUND.
   */
  upsertIntent(input: {
    intentId?: string | null;
    amountCents: number;
    currency: 'usd';
    idempotencyKey: string;
    metadata: Record<string, string>;
    receiptEmail?: string;
    description?: string;
  }): Promise<PaymentIntentView>;
  /** The intent as the provider knows it now, or null when there is no such intent. */
  retrieveIntent(intentId: string): Promise<PaymentIntentView | null>;
  /**
   * Cancels an intent that can still change, so it can never be paid. Answers the intent as it
   * is afterwards: 'canceled', or the status that kept it (a payment that got there first is
   * 'succeeded'); null when there is no such intent.
   */
  cancelIntent(intentId: string): Promise<PaymentIntentView | null>;
  /**
   * Refunds part or all of a succeeded intent (Stripe's Refunds API; issue 12, point 12). The
   * same idempotency key answers the refund made then, without refunding again. More than
   * is left to refund, or an intent not paid: AppError CONFLICT; an unknown id: NOT_FOUND.
   */
  refundPayment(input: {
    intentId: string;
    amountCents: number;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<RefundView>;
}

export interface RefundView {
  id: string;
  /** 'succeeded' | 'pending' … (Stripe's statuses; card refunds are usually 'succeeded'). */
  status: string;
  amountCents: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
  }
}

/** Statuses in which an intent's amount may still change (Stripe's rule). */
export const CHANGEABLE_STATUSES: ReadonlySet<string> = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
]);
