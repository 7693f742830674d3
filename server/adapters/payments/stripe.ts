import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { AppError } from '../../errors';
import { checkAmount } from './amount';
import { intentClosedError, refundRefusedError, unknownIntentError } from './intent-errors';
import { CHANGEABLE_STATUSES, type PaymentIntentView, type PaymentProvider } from './provider';
import { CARD_MESSAGES } from '../../../common/store/messages';
import { REFUND_MESSAGES } from '../../../common/copy/staff-desk';

/**
 * The Stripe API version every request and webhook payload uses. Pinned: upgrading the SDK
 * to one generated for another version fails to compile here, so a change of the objects'
 * shape is always a decision (then update the webhook endpoint's version in the dashboard).
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;

export interface StripeClientOptions {
  secretKey: string;
  /** STRIPE_API_URL: https://api.stripe.com, or stripe-mock / a test double. */
  apiUrl: string;
}

export function createStripeClient({ secretKey, apiUrl }: StripeClientOptions): Stripe {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    // Creates carry our idempotency key, updates are naturally idempotent: retries are safe.
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    appInfo: { name: 'Lectio' },
  });
}

/**
 * PaymentIntents created and updated on the server (amounts never come from the browser),
 * for card payments confirmed by Stripe.js with the client secret.
 */
export interface StripePaymentProvider extends PaymentProvider {
  readonly name: 'stripe';
  /**
   * The webhook event in `payload` if `signature` (the Stripe-Signature header) proves it
   * came from Stripe for this endpoint's secret; null otherwise. Only the fields we act on.
   */
  verifyWebhookEvent(payload: Buffer, signature: string): StripeWebhookEvent | null;
}

export interface StripeWebhookEvent {
  id: string;
  type: string;
  /** The payment intent's id, when the event's object is one. */
  intentId: string | null;
  /** The refund, when the event's object is one (refund.*, charge.refund.updated). */
  refund: { id: string; status: string; failureReason: string | null } | null;
}

export function createStripeProvider(
  stripe: Stripe,
  /** The logger to use at the time of a call (the request's, with its id, when there is one). */
  logger: () => FastifyBaseLogger,
  webhookSecret = '',
): StripePaymentProvider {
  const retrieve = async (intentId: string) => {
    try {
      return await stripe.paymentIntents.retrieve(intentId);
    } catch (error) {
      if (isMissing(error)) return null;
      throw translate(error, logger());
    }
  };

  return {
    name: 'stripe',

    verifyWebhookEvent(payload, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(payload, signature, webhookSecret);
      } catch {
        return null;
      }
      const object = event.data.object as {
        object?: string;
        id?: string;
        status?: string | null;
        failure_reason?: string | null;
      };
      const intentId = object.object === 'payment_intent' && object.id ? object.id : null;
      const refund =
        object.object === 'refund' && object.id
          ? {
              id: object.id,
              status: object.status ?? 'pending',
              failureReason: object.failure_reason ?? null,
            }
          : null;
      return { id: event.id, type: event.type, intentId, refund };
    },

    async upsertIntent({ intentId, amountCents, currency, idempotencyKey, metadata, ...extra }) {
      checkAmount(amountCents);
      const details = {
        amount: amountCents,
        currency,
        metadata,
        ...(extra.receiptEmail ? { receipt_email: extra.receiptEmail } : {}),
        ...(extra.description ? { description: extra.description } : {}),
      };
      try {
        if (intentId) {
          // Stripe would still change the metadata of a succeeded intent: check first.
          const current = await retrieve(intentId);
          if (!current) throw unknownIntentError();
          if (!CHANGEABLE_STATUSES.has(current.status)) throw intentClosedError(current.status);
          return toView(await stripe.paymentIntents.update(intentId, details));
        }
        const created = await stripe.paymentIntents.create(
          {
            ...details,
            // Stripe picks the payment method automatically, limited to cards (the checkout's
            // card field) and never one that redirects the buyer away from the page.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            allowed_payment_method_types: ['card'],
          },
          { idempotencyKey },
        );
        return toView(created);
      } catch (error) {
        throw translate(error, logger());
      }
    },

    async retrieveIntent(intentId) {
      const intent = await retrieve(intentId);
      return intent ? toView(intent) : null;
    },

    async cancelIntent(intentId) {
      const current = await retrieve(intentId);
      if (!current || !CHANGEABLE_STATUSES.has(current.status)) {
        return current ? toView(current) : null;
      }
      try {
        return toView(await stripe.paymentIntents.cancel(intentId));
      } catch (error) {
        // Paid (or processing) between our read and the cancel: report what it is now.
        if (
          error instanceof Stripe.errors.StripeError &&
          error.code === 'payment_intent_unexpected_state'
        ) {
          const after = await retrieve(intentId);
          return after ? toView(after) : null;
        }
        throw translate(error, logger());
      }
    },

    async refundPayment({ intentId, amountCents, idempotencyKey, metadata }) {
      checkAmount(amountCents);
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: intentId, amount: amountCents, metadata },
          { idempotencyKey },
        );
        return { id: refund.id, status: refund.status ?? 'pending', amountCents: refund.amount };
      } catch (error) {
        throw translateRefund(error, logger());
      }
    },
  };
}

/** Stripe's refusals of a refund that staff can act on; anything else as for intents. */
function translateRefund(error: unknown, log: FastifyBaseLogger): unknown {
  if (error instanceof Stripe.errors.StripeError) {
    if (error.code === 'charge_already_refunded' || error.code === 'amount_too_large') {
      return refundRefusedError(REFUND_MESSAGES.moreThanPaid);
    }
    if (error.code === 'payment_intent_unexpected_state') {
      return refundRefusedError(REFUND_MESSAGES.notPaid);
    }
  }
  return translate(error, log);
}

export function toView(intent: Stripe.PaymentIntent): PaymentIntentView {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status,
    amountCents: intent.amount,
    currency: intent.currency,
    metadata: { ...intent.metadata },
  };
}

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeError && error.code === 'resource_missing';

/**
 * Stripe's refusals that the buyer can act on become AppErrors; an outage or a configuration
 * problem (bad key, rate limit, network) is logged and answered 503 with a calm message.
 */
function translate(error: unknown, log: FastifyBaseLogger): unknown {
  if (error instanceof AppError || !(error instanceof Stripe.errors.StripeError)) return error;
  if (error.code === 'resource_missing') return unknownIntentError();
  if (error.code === 'amount_too_small') {
    return new AppError('BAD_REQUEST', { totalPrice: CARD_MESSAGES.amountTooSmall });
  }
  if (error.code === 'payment_intent_unexpected_state') {
    return intentClosedError(error.payment_intent?.status ?? 'processing');
  }
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError
  ) {
    log.error({ err: error, requestId: error.requestId }, 'Stripe is unavailable');
    return new AppError('UNAVAILABLE', { payment: CARD_MESSAGES.unavailable });
  }
  return error;
}
