import { z } from 'zod';
import { ACCESS_CODE_LENGTH, CHILD_SEARCH_MIN_CHARS } from '../constants';
import { STORE_MESSAGES, VALIDATION } from '../messages';
import { COUNTRIES, UNITED_STATES, US_STATES } from '../store/countries';
import { PURCHASE_TYPES } from '../store/pricing';
import { EMAIL_PATTERN, emailField, requiredText } from './fields';

/**
 * The bookstore's calls (SPEC §3, §7.2), shared by the checkout and the server. Money crosses
 * the wire in dollars with 2 decimals, as the spec's payloads carry it; inside it is cents
 * (common/store/pricing.ts). Unknown fields are ignored.
 */

const countryCodes = new Set(COUNTRIES.map((country) => country.code));
const stateCodes = new Set(US_STATES.map((state) => state.code));

/** 5 characters, uppercased as typed (SPEC §5). */
export const accessCodeField = z
  .string({ error: STORE_MESSAGES.codeNotFound })
  .trim()
  .toUpperCase()
  .length(ACCESS_CODE_LENGTH, STORE_MESSAGES.codeNotFound)
  .regex(/^[A-Z0-9]+$/, STORE_MESSAGES.codeNotFound);

/** GET /api/store/search_activity?code= */
export const searchActivityQuerySchema = z.object({ code: accessCodeField });

/** GET /api/store/students_search?code=&q= (children's privacy: 3+ characters, name starts). */
export const studentsSearchQuerySchema = z.object({
  code: accessCodeField,
  q: z
    .string({ error: 'Type at least 3 letters' })
    .trim()
    .min(CHILD_SEARCH_MIN_CHARS, 'Type at least 3 letters')
    .max(100),
});

export const countryCodeField = z
  .string({ error: STORE_MESSAGES.completeAllFields })
  .trim()
  .toUpperCase()
  .refine((code) => countryCodes.has(code), STORE_MESSAGES.completeAllFields);

/** GET /api/store/shipping?countryCode=&quantity= */
export const shippingQuerySchema = z.object({
  countryCode: countryCodeField,
  quantity: z.coerce.number().int().min(1).max(1000),
});

/** A dollar amount with at most 2 decimals: a number, or the 2-decimal text of the success call. */
export const moneyField = z.union([
  z.number().min(0).max(1_000_000),
  z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/)
    .transform(Number),
]);

const optionalText = z.string().trim().max(200).optional().default('');

/**
 * The shipping address of the summary (SPEC §3), plus the ISO codes the server prices by. For a
 * class order only the names, email and telephone are read: the books go to the school.
 */
export const orderAddressSchema = z.object({
  firstName: requiredText(VALIDATION.firstNameRequired),
  lastName: requiredText(VALIDATION.lastNameRequired),
  email: emailField,
  telephone: optionalText,
  address_1: optionalText,
  address_2: optionalText,
  city: optionalText,
  zip: z.string().trim().max(20).optional().default(''),
  country_code: z.string().trim().toUpperCase().max(2).optional().default(''),
  country_name: optionalText,
  state_code: z.string().trim().toUpperCase().max(10).optional().default(''),
  state_name: optionalText,
});
export type OrderAddress = z.output<typeof orderAddressSchema>;

/**
 * The checks of step 2 for a posted (non class-order) address: street 1, city, zip, country,
 * and the state when the country is the United States. Each missing field is named with
 * 'Please complete all fields'.
 */
export function missingShippingFields(address: OrderAddress): Record<string, string> {
  const errors: Record<string, string> = {};
  const message = STORE_MESSAGES.completeAllFields;
  if (!address.address_1) errors.address_1 = message;
  if (!address.city) errors.city = message;
  if (!address.zip) errors.zip = message;
  if (!countryCodes.has(address.country_code)) errors.country_code = message;
  if (address.country_code === UNITED_STATES && !stateCodes.has(address.state_code)) {
    errors.state_code = message;
  }
  return errors;
}

export const orderItemSchema = z.object({
  studentId: z.string().trim().min(1).max(60),
  studentName: z.string().trim().max(200).optional(),
  quantity: z.number().int().min(0).max(100),
});

/**
 * POST /api/store/print_order[?pi_id=] (SPEC §3 print order payload). `type` and
 * `shippingOption` (the id of a GET shipping option) are ours, beyond the spec's list: the
 * server needs them to price the order and never infers a price from the client's numbers.
 */
export const printOrderSchema = z.object({
  code: accessCodeField,
  type: z.enum(PURCHASE_TYPES).optional(),
  quantity: z.number().int().min(1, STORE_MESSAGES.selectChildWriting).max(1000),
  students: z.array(orderItemSchema).max(200).optional().default([]),
  shippingOption: z.string().trim().max(60).optional(),
  shippingPrice: moneyField,
  booksPrice: moneyField,
  totalPrice: moneyField,
  /** In credits (13 per book). */
  creditsRedeemed: z.number().int().min(0).max(1_000_000).optional().default(0),
  address: orderAddressSchema,
  email: z
    .string()
    .trim()
    .max(254)
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), VALIDATION.emailInvalid)
    .optional(),
  firstName: z.string().trim().max(200).optional(),
  lastName: z.string().trim().max(200).optional(),
});
export type PrintOrderPayload = z.output<typeof printOrderSchema>;

/** ?pi_id= on print_order and print_order_success. */
export const paymentIntentQuerySchema = z.object({
  pi_id: z.string().trim().min(1).max(100).optional(),
});

/* ---- Answers (SPEC §3) ---- */

export interface SchoolAddress {
  address_1: string;
  address_2: string;
  city: string;
  zip: string;
  countryName: string;
  stateName: string;
}

/** GET search_activity: the book, or `{ message }` when not found. */
export interface BookDetails {
  bookName: string;
  bookCode: string;
  classTitle: string;
  teacher: string;
  school: string;
  type: 'story' | 'journal';
  openClassOrder: boolean;
  schoolAddress: SchoolAddress;
  /** Ours, on class orders only: how many copies and how the delivery to the school is priced. */
  classOrder?: ClassOrderTerms;
}

export interface ClassOrderTerms {
  maxCopies: number;
  /** The flat class-order rate (a checked school address at home); else the rate table. */
  flatShipping: boolean;
  /** The school's country, whose rates apply when the shipping is not flat. */
  countryCode: string;
}

export interface StudentSearchResult {
  studentId: string;
  /** First name and last initial, e.g. 'Maria G.' */
  studentName: string;
}

export interface ShippingOption {
  /** Ours: names the option in print_order. */
  id: string;
  name: string;
  /** Dollars, 2 decimals. */
  price: number;
  estimated: string;
  tracking: 'yes' | 'no';
}

/** GET /api/store/user_details: the signed-in buyer (empty `{}` for a visitor). */
export interface UserDetails {
  email: string;
  firstName: string;
  lastName: string;
  /** Teacher credits. */
  points: number;
  teacher: boolean;
  address_1: string;
  address_2: string;
  city: string;
  countryName: string;
  stateName: string;
  zip: string;
}

/** POST print_order: the intent to confirm, and the figures the server will charge. */
export interface PrintOrderAnswer {
  pi_id: string;
  cs: string;
  /** Ours: the order's number and the server's own figures (dollars). */
  orderNumber: string;
  booksPrice: number;
  shippingPrice: number;
  totalPrice: number;
  creditsRedeemed: number;
  /** Which provider the browser confirms with: Stripe.js, or the local test provider. */
  provider: 'stripe' | 'local';
}

/**
 * A print_order whose prices disagree with the server's: 409 with the server's figures, which
 * the checkout shows before asking again.
 */
export interface PriceMismatchAnswer {
  errors: { totalPrice: string };
  booksPrice: number;
  shippingPrice: number;
  totalPrice: number;
}

/** POST print_order_success: the order as the server now knows it. */
export interface PrintOrderSuccessAnswer {
  status: 'paid' | 'awaiting_payment';
  orderNumber: string;
}
