import { CREDITS_PER_BOOK, PRICES_CENTS } from '@common/constants';
import { EMAIL_PATTERN } from '@common/schemas/fields';
import type {
  BookDetails,
  ClassOrderTerms,
  PrintOrderPayload,
  ShippingOption,
} from '@common/schemas/store';
import { UNITED_STATES, countryName, usStateName } from '@common/store/countries';
import {
  dollarsToCents,
  maxRedeemableBooks,
  quoteOrder,
  type OrderQuote,
} from '@common/store/pricing';
import type { CheckoutAddress, CheckoutState } from './checkout-state';
import { VALIDATION } from '@common/validation/messages';
import { STORE_MESSAGES, STORE_SERVER_MESSAGES } from '@common/store/messages';

/**
 * The checkout's checks and figures (SPEC §5, §9). The server recomputes and checks all of
 * them; these only let the buyer see the same numbers and messages before asking it.
 */

/**
 * How a class order may be bought. Book details saved before the server sent the terms are
 * read as the flat rate; the server prices them either way and shows any difference.
 */
export function classOrderTermsOf(book: BookDetails): ClassOrderTerms | null {
  if (!book.openClassOrder) return null;
  return (
    book.classOrder ?? {
      maxCopies: Number.MAX_SAFE_INTEGER,
      flatShipping: true,
      countryCode: UNITED_STATES,
    }
  );
}

/**
 * Step 1: at least one copy, otherwise 'Please select your child's writing'; a class order at
 * most one copy per student and a few to spare.
 */
export function bookStepError(state: CheckoutState, classOrder: ClassOrderTerms | null = null) {
  if (state.copies < 1) return STORE_MESSAGES.selectChildWriting;
  if (classOrder && state.copies > classOrder.maxCopies) {
    return STORE_SERVER_MESSAGES.classOrderTooMany(classOrder.maxCopies);
  }
  return null;
}

export interface DetailsStepErrors {
  /** The fields that get an error border. */
  fields: (keyof CheckoutAddress)[];
  message: string | null;
  /**
   * Where the message is shown (issue 12, point 10): at the top of the step, under the email
   * field, or with the shipping options. Absent when there is nothing to show.
   */
  at?: 'step' | 'email' | 'shipping';
}

/**
 * Step 2: names and email always; for a shipped order also street 1, city, zip, country, and
 * the state in the United States; then a shipping option. A malformed email gets its own
 * message ('Email is invalid'), the rest 'Please complete all fields'.
 */
export function detailsStepErrors(
  state: CheckoutState,
  { classOrder }: { classOrder: boolean },
): DetailsStepErrors {
  const { address } = state;
  const required: (keyof CheckoutAddress)[] = ['firstName', 'lastName', 'email'];
  if (!classOrder) {
    required.push('address_1', 'city', 'zip', 'country_code');
    if (address.country_code === UNITED_STATES) required.push('state_code');
  }
  const fields = required.filter((field) => address[field].trim() === '');
  if (fields.length > 0) return { fields, message: STORE_MESSAGES.completeAllFields, at: 'step' };
  if (!EMAIL_PATTERN.test(address.email.trim())) {
    return { fields: ['email'], message: VALIDATION.emailInvalid, at: 'email' };
  }
  if (!classOrder && !state.shippingOptionId) {
    return { fields: [], message: STORE_MESSAGES.selectShippingOption, at: 'shipping' };
  }
  return { fields: [], message: null };
}

/** Books already paid with credits. */
export const redeemedBooks = (state: CheckoutState) => state.creditsRedeemed / CREDITS_PER_BOOK;

/**
 * SPEC §5: the books to redeem must not exceed the smaller of the copies and credits / 13
 * (both counted after what is already redeemed), otherwise 'Insufficient credits'.
 */
export function creditsError(state: CheckoutState, balance: number, books: number): string | null {
  const already = redeemedBooks(state);
  const allowed = maxRedeemableBooks(state.copies - already, balance - state.creditsRedeemed);
  return Number.isInteger(books) && books >= 1 && books <= allowed
    ? null
    : STORE_MESSAGES.insufficientCredits;
}

/**
 * Shipping in cents: a class order's (the flat rate, or the cheapest of the rate table to the
 * school), or the chosen option's price.
 */
export function shippingCents(
  state: CheckoutState,
  options: readonly ShippingOption[],
  classOrder: ClassOrderTerms | null,
): number {
  if (classOrder) {
    if (classOrder.flatShipping) return PRICES_CENTS.classOrderShipping;
    return options[0] ? dollarsToCents(options[0].price) : 0;
  }
  const option = options.find((candidate) => candidate.id === state.shippingOptionId);
  return option ? dollarsToCents(option.price) : 0;
}

export function quoteCheckout(state: CheckoutState, shipping: number): OrderQuote {
  return quoteOrder({
    type: state.type,
    copies: state.copies,
    booksRedeemed: redeemedBooks(state),
    shippingCents: shipping,
  });
}

/** Figures as the calls carry them (dollars, 2 decimals). */
export interface OrderFigures {
  booksPrice: number;
  shippingPrice: number;
  totalPrice: number;
}

export const figuresOf = (quote: OrderQuote): OrderFigures => ({
  booksPrice: quote.booksCents / 100,
  shippingPrice: quote.shippingCents / 100,
  totalPrice: quote.totalCents / 100,
});

/** The address as the summary carries it (SPEC §3); the state is dropped outside the US. */
export function orderAddress(address: CheckoutAddress) {
  const trimmed = Object.fromEntries(
    Object.entries(address).map(([field, value]) => [field, value.trim()]),
  ) as unknown as CheckoutAddress;
  const inUs = trimmed.country_code === UNITED_STATES;
  return {
    ...trimmed,
    country_name: countryName(trimmed.country_code) ?? '',
    state_code: inUs ? trimmed.state_code : '',
    state_name: inUs ? (usStateName(trimmed.state_code) ?? '') : '',
  };
}

/** The print order payload (SPEC §3) with our `type` and `shippingOption` beside it. */
export function printOrderPayload(
  state: CheckoutState,
  figures: OrderFigures,
  classOrder: boolean,
): PrintOrderPayload {
  const address = orderAddress(state.address);
  return {
    code: state.book?.bookCode ?? '',
    type: state.type,
    quantity: state.copies,
    students:
      state.type === 'standard'
        ? []
        : state.items
            .filter((item) => item.quantity > 0)
            .map(({ studentId, studentName, coverName, quantity }) => ({
              studentId,
              studentName,
              // The name drawn on the preview's cover is the one printed (issue 12, point 6).
              coverName: coverName?.trim() || undefined,
              quantity,
            })),
    shippingOption: classOrder ? undefined : (state.shippingOptionId ?? undefined),
    ...figures,
    creditsRedeemed: state.creditsRedeemed,
    address,
    email: address.email,
    firstName: address.firstName,
    lastName: address.lastName,
  };
}
