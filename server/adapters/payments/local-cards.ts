import { CARD_MESSAGES } from '../../../common/store/messages';

export interface CardInput {
  number: string;
  /** 'MM / YY' (also 'MM/YY' or 'MM / YYYY'). */
  expiry: string;
  cvc: string;
}

/** Stripe's error fields for a refused card: `code`, and `decline_code` for declines. */
export interface CardError {
  code: string;
  declineCode?: string;
  message: string;
}

const declined = (declineCode: string, message: string = CARD_MESSAGES.declined): CardError => ({
  code: 'card_declined',
  declineCode,
  message,
});

/**
 * Stripe's documented test cards that fail, with the answer Stripe gives for each; every
 * other number that passes the Luhn check succeeds, like Stripe's 4242 4242 4242 4242.
 */
export const FAILING_TEST_CARDS: ReadonlyMap<string, CardError> = new Map([
  ['4000000000000002', declined('generic_decline')],
  ['4000000000009995', declined('insufficient_funds', CARD_MESSAGES.insufficientFunds)],
  ['4000000000009987', declined('lost_card')],
  ['4000000000009979', declined('stolen_card')],
  ['4000000000000069', { code: 'expired_card', message: CARD_MESSAGES.expiredCard }],
  ['4000000000000127', { code: 'incorrect_cvc', message: CARD_MESSAGES.incorrectCvc }],
  ['4000000000000119', { code: 'processing_error', message: CARD_MESSAGES.processingError }],
]);

/**
 * What Stripe would answer for this card at `now`: null when the payment goes through.
 * Checked in Stripe's order: number, expiry, security code, then the test card's outcome.
 */
export function checkTestCard(card: CardInput, now: Date): CardError | null {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d*$/.test(number)) {
    return { code: 'incorrect_number', message: CARD_MESSAGES.incorrectNumber };
  }
  if (number.length < 13) {
    return { code: 'incomplete_number', message: CARD_MESSAGES.incompleteNumber };
  }
  if (number.length > 19 || !passesLuhn(number)) {
    return { code: 'incorrect_number', message: CARD_MESSAGES.incorrectNumber };
  }
  const expiryError = checkExpiry(card.expiry, now);
  if (expiryError) return expiryError;
  if (!/^\d{3,4}$/.test(card.cvc.trim())) {
    return { code: 'incomplete_cvc', message: CARD_MESSAGES.incompleteCvc };
  }
  return FAILING_TEST_CARDS.get(number) ?? null;
}

function checkExpiry(expiry: string, now: Date): CardError | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return { code: 'incomplete_expiry', message: CARD_MESSAGES.incompleteExpiry };
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) {
    return { code: 'invalid_expiry_month', message: CARD_MESSAGES.invalidExpiryMonth };
  }
  // A card is valid through the last day of its expiry month (UTC, as Stripe counts).
  const thisYear = now.getUTCFullYear();
  if (year < thisYear) {
    return { code: 'invalid_expiry_year_past', message: CARD_MESSAGES.expiryYearPast };
  }
  if (year === thisYear && month < now.getUTCMonth() + 1) {
    return { code: 'invalid_expiry_month_past', message: CARD_MESSAGES.expiryMonthPast };
  }
  return null;
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
