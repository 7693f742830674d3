import { z } from 'zod';
import { ACCESS_CODE_LENGTH, CHILD_SEARCH_MIN_CHARS } from '../constants';
import { COUNTRIES, UNITED_STATES, US_STATES } from '../store/countries';
import { PURCHASE_TYPES } from '../store/pricing';
import { EMAIL_PATTERN, emailField, requiredText } from './fields';
import { VALIDATION } from '../validation/messages';
import { STORE_MESSAGES } from '../store/messages';
import { COVER_NAME_MAX_LENGTH } from '../store/preview';
import { STORE_PREVIEW_MESSAGES } from '../store/preview-messages';

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

/** A name as typed for a Premium cover: letters, spaces and ordinary punctuation only. */
export const coverNameField = z
  .string({ error: STORE_PREVIEW_MESSAGES.coverNameRequired })
  .trim()
  .min(1, STORE_PREVIEW_MESSAGES.coverNameRequired)
  .max(COVER_NAME_MAX_LENGTH, STORE_PREVIEW_MESSAGES.coverNameTooLong)
  // No control or invisible characters: the name is drawn on the cover as it is.
  .regex(/^[\p{L}\p{M}\p{N} .,'’&()-]+$/u, STORE_PREVIEW_MESSAGES.coverNameCharacters);

export const orderItemSchema = z.object({
  studentId: z.string().trim().min(1).max(60),
  studentName: z.string().trim().max(200).optional(),
  /**
   * The child's name as the buyer typed it for a Premium cover (issue 12, point 6); the server
   * prints first name and last initial when there is none.
   */
  coverName: coverNameField.optional(),
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

/** print_order_success carries the print order payload again (SPEC §7.2), unread. */
export const printOrderSuccessBodySchema = z
  .unknown()
  .describe(
    'The print order payload again (booksPrice as 2-decimal text): not read, the intent decides',
  );

/* ---- Answers (SPEC §3) ---- */

const dollars = z.number().describe('Dollars, 2 decimals');

export const schoolAddressSchema = z.object({
  address_1: z.string(),
  address_2: z.string(),
  city: z.string(),
  zip: z.string(),
  countryName: z.string(),
  stateName: z.string(),
});
export type SchoolAddress = z.infer<typeof schoolAddressSchema>;

export const classOrderTermsSchema = z.object({
  maxCopies: z.number().int(),
  /** The flat class-order rate (a checked school address at home); else the rate table. */
  flatShipping: z.boolean(),
  /** The school's country, whose rates apply when the shipping is not flat. */
  countryCode: z.string(),
});
export type ClassOrderTerms = z.infer<typeof classOrderTermsSchema>;

/** GET search_activity: the book (SPEC §3 book details). */
export const bookDetailsSchema = z.object({
  bookName: z.string(),
  bookCode: z.string(),
  classTitle: z.string(),
  teacher: z.string(),
  school: z.string(),
  type: z.enum(['story', 'journal']),
  openClassOrder: z.boolean(),
  schoolAddress: schoolAddressSchema,
  /** Ours, on class orders only: how many copies and how the delivery to the school is priced. */
  classOrder: classOrderTermsSchema.optional(),
});
export type BookDetails = z.infer<typeof bookDetailsSchema>;

/** search_activity (and print_order) for a code that names no published book: SPEC §3's message. */
export const bookNotFoundAnswerSchema = z
  .object({ message: z.string() })
  .describe('No published book has this code');

/** search_activity for a malformed code: the same message, and the field error of the form. */
export const malformedCodeAnswerSchema = z
  .object({ message: z.string(), errors: z.object({ code: z.string() }) })
  .describe('Not a book code');

export const studentSearchResultSchema = z.object({
  studentId: z.string(),
  /** First name and last initial, e.g. 'Maria G.' */
  studentName: z.string(),
});
export type StudentSearchResult = z.infer<typeof studentSearchResultSchema>;

export const shippingOptionSchema = z.object({
  /** Ours: names the option in print_order. */
  id: z.string(),
  name: z.string(),
  price: dollars,
  estimated: z.string(),
  tracking: z.enum(['yes', 'no']),
});
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

/** GET /api/store/user_details: the signed-in buyer. */
export const userDetailsSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Teacher credits. */
  points: z.number().int(),
  teacher: z.boolean(),
  address_1: z.string(),
  address_2: z.string(),
  city: z.string(),
  countryName: z.string(),
  stateName: z.string(),
  zip: z.string(),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

/** user_details answers an empty `{}` to a visitor (and to a student). */
export const userDetailsAnswerSchema = z.union([
  userDetailsSchema,
  z.strictObject({}).describe('Nobody who buys is signed in'),
]);

/** The figures the server charges, in dollars. */
const orderFiguresSchema = z.object({
  booksPrice: dollars,
  shippingPrice: dollars,
  totalPrice: dollars,
});

/** POST print_order: the intent to confirm, and the figures the server will charge. */
export const printOrderAnswerSchema = z.object({
  pi_id: z.string(),
  cs: z.string().describe('The client secret the browser confirms the intent with'),
  /** Ours: the order's number and the server's own figures. */
  orderNumber: z.string(),
  ...orderFiguresSchema.shape,
  creditsRedeemed: z.number().int(),
  /** Which provider the browser confirms with: Stripe.js, or the local test provider. */
  provider: z.enum(['stripe', 'local']),
});
export type PrintOrderAnswer = z.infer<typeof printOrderAnswerSchema>;

/**
 * A print_order whose prices disagree with the server's: 409 with the server's figures, which
 * the checkout shows before asking again.
 */
export const priceMismatchAnswerSchema = z
  .object({ errors: z.object({ totalPrice: z.string() }), ...orderFiguresSchema.shape })
  .describe("The prices changed: the server's figures");
export type PriceMismatchAnswer = z.infer<typeof priceMismatchAnswerSchema>;

/** POST print_order_success: the order as the server now knows it. */
export const printOrderSuccessAnswerSchema = z.object({
  status: z.enum(['paid', 'awaiting_payment']),
  orderNumber: z.string(),
});
export type PrintOrderSuccessAnswer = z.infer<typeof printOrderSuccessAnswerSchema>;
