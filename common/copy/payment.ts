import { UI_COPY } from './ui';
/** The card field of checkout step 3 (SPEC §2.7): our own labels and the test-mode hint. */
export const CARD_FIELD_COPY = {
  cardLabel: 'Card',
  numberLabel: 'Card number',
  expiryLabel: 'Expiry (MM / YY)',
  cvcLabel: 'CVC',
  numberPlaceholder: '1234 1234 1234 1234',
  expiryPlaceholder: 'MM / YY',
  cvcPlaceholder: 'CVC',
  testModeHint: 'Test mode: use 4242 4242 4242 4242',
  loading: 'Loading the secure card field…',
  retry: UI_COPY.retry,
  // Checkout (issue 12, point 11): under Apple Pay / Google Pay.
  orPayByCard: 'Or pay with a card',
} as const;
