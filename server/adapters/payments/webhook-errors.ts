/** Why a Stripe webhook delivery is refused (400), for the store's and Stripe Billing's. */
export const WEBHOOK_ERRORS = {
  missingSignature: 'Missing Stripe-Signature header',
  badSignature: 'Invalid signature',
} as const;
