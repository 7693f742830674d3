import { CREDITS_PER_BOOK, PRICES_CENTS } from '../constants';

/**
 * Bookstore money math (SPEC §9), shared so the checkout shows what the server charges. The
 * server is the authority: it recomputes every figure from these functions and never charges
 * a number the client sent. Amounts are integer US cents; dollars exist only at the edges.
 */

/** What is bought: a story book as Premium (one per chosen child) or Standard, or a journal. */
export const PURCHASE_TYPES = ['premium', 'standard', 'journal'] as const;
export type PurchaseType = (typeof PURCHASE_TYPES)[number];

export function unitPriceCents(type: PurchaseType): number {
  if (type === 'standard') return PRICES_CENTS.standardBook;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent while a Premium book and a journal cost the same (PRICES_CENTS); the line keeps them apart for when they do not.
  if (type === 'premium') return PRICES_CENTS.premiumBook;
  return PRICES_CENTS.journal;
}

/** Whole books a teacher may pay with credits: at most the copies, at most credits / 13. */
export function maxRedeemableBooks(copies: number, creditBalance: number): number {
  return Math.max(0, Math.min(copies, Math.floor(creditBalance / CREDITS_PER_BOOK)));
}

export interface OrderQuote {
  unitPriceCents: number;
  copies: number;
  /** Credits spent (13 per redeemed book). */
  creditsRedeemed: number;
  creditDiscountCents: number;
  /** The book total after credits (the summary's `books`, the payload's `booksPrice`). */
  booksCents: number;
  shippingCents: number;
  totalCents: number;
}

export function quoteOrder(input: {
  type: PurchaseType;
  copies: number;
  booksRedeemed: number;
  shippingCents: number;
}): OrderQuote {
  const unit = unitPriceCents(input.type);
  const redeemed = Math.max(0, Math.min(input.booksRedeemed, input.copies));
  const creditDiscountCents = redeemed * unit;
  const booksCents = input.copies * unit - creditDiscountCents;
  return {
    unitPriceCents: unit,
    copies: input.copies,
    creditsRedeemed: redeemed * CREDITS_PER_BOOK,
    creditDiscountCents,
    booksCents,
    shippingCents: input.shippingCents,
    totalCents: booksCents + input.shippingCents,
  };
}

/** Credits (a multiple of 13) → whole books; anything else is not a valid redemption. */
export function booksForCredits(credits: number): number | null {
  return Number.isInteger(credits) && credits >= 0 && credits % CREDITS_PER_BOOK === 0
    ? credits / CREDITS_PER_BOOK
    : null;
}

/** Dollars as the spec's calls carry them → cents, truncated to 2 decimals (SPEC §9). */
export function dollarsToCents(dollars: number): number {
  // The small epsilon absorbs binary fractions (32.97 arrives as 32.969999…), then truncate.
  return Math.trunc(dollars * 100 + 1e-6);
}

/** Cents → the dollars value the calls carry (2 decimals). */
export const centsToDollars = (cents: number): number => Math.trunc(cents) / 100;

/** '$10.99' */
export const formatUsd = (cents: number): string => `$${(Math.trunc(cents) / 100).toFixed(2)}`;
