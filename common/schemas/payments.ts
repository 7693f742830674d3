import { z } from 'zod';
import { EMAIL_PATTERN } from './fields';
import { VALIDATION } from '../validation/messages';

/**
 * Card payments (issue 4, point 11). The browser confirms a PaymentIntent with Stripe.js when
 * a publishable key is configured, otherwise with the local test provider's endpoint below,
 * which answers the way stripe.confirmCardPayment does.
 */
export const PAYMENT_API = {
  /** Local test provider only (never in production). */
  localConfirm: '/api/store/payments/local/confirm',
  /** Stripe only: `payment_intent.succeeded`, verified by signature. */
  webhook: '/api/store/webhook',
} as const;

/**
 * POST /api/store/payments/local/confirm. The card fields are checked loosely here (only their
 * size): the answer to a bad number, expiry or CVC is a card error (402) with Stripe's
 * wording, not a form error.
 */
export const localConfirmSchema = z.object({
  clientSecret: z.string().trim().min(1).max(200),
  card: z.object({
    number: z.string().max(40),
    /** 'MM / YY' as the field shows it; 'MM/YY' is accepted too. */
    expiry: z.string().max(20),
    cvc: z.string().max(10),
  }),
  billing: z.object({
    name: z.string().trim().max(200).optional().default(''),
    email: z
      .string()
      .trim()
      .max(254)
      .refine((value) => value === '' || EMAIL_PATTERN.test(value), VALIDATION.emailInvalid)
      .optional()
      .default(''),
  }),
});
export type LocalConfirmRequest = z.input<typeof localConfirmSchema>;

/** 200: the payment went through. */
export const localConfirmSuccessSchema = z.object({
  paymentIntent: z.object({ id: z.string(), status: z.literal('succeeded') }),
});
export type LocalConfirmSuccess = z.infer<typeof localConfirmSuccessSchema>;

/** 402 (card refused), 404 (unknown intent), 409 (intent already completed) or 429: Stripe's error shape. */
export const localConfirmFailureSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      /** On a refused card only: why the bank refused it. */
      decline_code: z.string().optional(),
    }),
  })
  .describe("Stripe's error");
export type LocalConfirmFailure = z.infer<typeof localConfirmFailureSchema>;

/**
 * POST /api/store/webhook: Stripe's event, read as the raw bytes its Stripe-Signature header
 * signs. Any body passes the schema untouched; the signature check decides.
 */
export const stripeWebhookBodySchema = z
  .unknown()
  .describe('A Stripe event (JSON), verified against the Stripe-Signature header as raw bytes');

export const stripeWebhookHeadersSchema = z.looseObject({
  'stripe-signature': z.string().optional(),
});

/** 200 for every genuine event, so Stripe stops sending it; `duplicate` for a repeat delivery. */
export const stripeWebhookAnswerSchema = z.object({
  received: z.literal(true),
  duplicate: z.literal(true).optional(),
});
