import type { Kysely } from 'kysely';
import { PRICES_CENTS } from '../../../common/constants';
import { missingShippingFields, type PrintOrderPayload } from '../../../common/schemas/store';
import { UNITED_STATES } from '../../../common/store/countries';
import {
  booksForCredits,
  dollarsToCents,
  maxRedeemableBooks,
  quoteOrder,
  type OrderQuote,
  type PurchaseType,
} from '../../../common/store/pricing';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { SignedInAccount } from '../../plugins/session';
import { activeHold, creditBalance } from '../credits/ledger';
import { classOrderTerms, type PublishedBook } from './find-book';
import { storeStudentName } from './search-students';
import { shippingRatesFor } from './shipping';
import { STORE_MESSAGES, STORE_SERVER_MESSAGES } from '../../../common/store/messages';

export interface PricedOrder {
  type: PurchaseType;
  items: { studentId: string; studentName: string; quantity: number }[];
  quote: OrderQuote;
  shipping: { rateId: string | null; name: string; estimated: string | null; tracking: boolean };
  /** Where the books go: the buyer's address, or the school's for a class order. */
  destination: {
    address_1: string;
    address_2: string | null;
    city: string;
    zip: string;
    country_code: string;
    state_code: string | null;
  };
}

const CLASS_ORDER_SHIPPING = 'Class order delivery to the school';

/**
 * Everything the server charges for a print order, computed from the book, the rate table and
 * the ledger; the client's figures are only compared afterwards (never used).
 */
export async function priceOrder(
  db: Kysely<Database>,
  book: PublishedBook,
  payload: PrintOrderPayload,
  buyer: SignedInAccount | null,
  /** The cart being re-priced: the credits it holds count as the buyer's. */
  cartOrderId: string | null = null,
): Promise<PricedOrder> {
  const type = purchaseType(book, payload);
  const items = type === 'standard' ? [] : await chosenChildren(db, book.id, payload);
  const copies =
    type === 'standard' ? payload.quantity : items.reduce((sum, item) => sum + item.quantity, 0);
  if (copies < 1 || (type !== 'standard' && copies !== payload.quantity)) {
    throw new AppError('BAD_REQUEST', { quantity: STORE_MESSAGES.selectChildWriting });
  }

  const classOrder = book.openClassOrder === 1;
  let shipping: PricedOrder['shipping'];
  let shippingCents: number;
  let destination: PricedOrder['destination'];
  if (classOrder) {
    const terms = classOrderTerms(book);
    if (copies > terms.maxCopies) {
      throw new AppError('BAD_REQUEST', {
        quantity: STORE_SERVER_MESSAGES.classOrderTooMany(terms.maxCopies),
      });
    }
    if (terms.flatShipping) {
      shipping = { rateId: null, name: CLASS_ORDER_SHIPPING, estimated: null, tracking: false };
      shippingCents = PRICES_CENTS.classOrderShipping;
    } else {
      // The cheapest service to the school's country for this many copies.
      const [rate] = await shippingRatesFor(db, terms.countryCode, copies);
      if (!rate) {
        throw new AppError('BAD_REQUEST', {
          shippingOption: STORE_SERVER_MESSAGES.shippingUnavailable,
        });
      }
      shipping = {
        rateId: rate.id,
        name: rate.name,
        estimated: rate.estimated,
        tracking: rate.tracking === 1,
      };
      shippingCents = rate.price_cents;
    }
    destination = {
      address_1: book.address_1 ?? '',
      address_2: book.address_2 ?? null,
      city: book.city ?? '',
      zip: book.zip ?? '',
      country_code: book.countryCode ?? UNITED_STATES,
      state_code: book.stateCode ?? null,
    };
  } else {
    const missing = missingShippingFields(payload.address);
    if (Object.keys(missing).length > 0) throw new AppError('BAD_REQUEST', missing);
    const { address } = payload;
    const rates = await shippingRatesFor(db, address.country_code, copies);
    // The option is named by id; a client that sends only the spec's shippingPrice gets the
    // rate with that price.
    const rate = payload.shippingOption
      ? rates.find((candidate) => candidate.id === payload.shippingOption)
      : rates.find((candidate) => candidate.price_cents === dollarsToCents(payload.shippingPrice));
    if (!rate) {
      throw new AppError('BAD_REQUEST', {
        shippingOption: payload.shippingOption
          ? STORE_SERVER_MESSAGES.shippingUnavailable
          : STORE_MESSAGES.selectShippingOption,
      });
    }
    shipping = {
      rateId: rate.id,
      name: rate.name,
      estimated: rate.estimated,
      tracking: rate.tracking === 1,
    };
    shippingCents = rate.price_cents;
    destination = {
      address_1: address.address_1,
      address_2: address.address_2 || null,
      city: address.city,
      zip: address.zip,
      country_code: address.country_code,
      // SPEC §5: the state is dropped unless the country is the United States.
      state_code: address.country_code === UNITED_STATES ? address.state_code : null,
    };
  }

  const booksRedeemed = await redeemableBooks(
    db,
    payload.creditsRedeemed,
    copies,
    buyer,
    cartOrderId,
  );
  return {
    type,
    items,
    quote: quoteOrder({ type, copies, booksRedeemed, shippingCents }),
    shipping,
    destination,
  };
}

function purchaseType(book: PublishedBook, payload: PrintOrderPayload): PurchaseType {
  const wanted =
    payload.type ??
    (book.type === 'journal' ? 'journal' : payload.students.length > 0 ? 'premium' : 'standard');
  const allowed: readonly PurchaseType[] =
    book.type === 'journal' ? ['journal'] : ['premium', 'standard'];
  if (!allowed.includes(wanted)) {
    throw new AppError('BAD_REQUEST', { type: 'This book is not sold in that form' });
  }
  return wanted;
}

/** The chosen children, each checked to be in this book; zero quantities are dropped. */
async function chosenChildren(db: Kysely<Database>, bookId: string, payload: PrintOrderPayload) {
  const wanted = payload.students.filter((item) => item.quantity > 0);
  const ids = [...new Set(wanted.map((item) => item.studentId))];
  if (ids.length !== wanted.length) {
    throw new AppError('BAD_REQUEST', { students: 'Each child can be chosen once' });
  }
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('book_students')
    .innerJoin('students', 'students.id', 'book_students.student_id')
    .select([
      'students.id as id',
      'students.first_name as firstName',
      'students.last_name as lastName',
    ])
    .where('book_students.book_id', '=', bookId)
    .where('students.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return wanted.map((item) => {
    const child = byId.get(item.studentId);
    if (!child) throw new AppError('BAD_REQUEST', { students: STORE_SERVER_MESSAGES.unknownChild });
    return {
      studentId: child.id,
      // Printed on a Premium cover exactly as typed; without one, what the buyer was shown.
      studentName: item.coverName ?? storeStudentName(child.firstName, child.lastName),
      quantity: item.quantity,
    };
  });
}

async function redeemableBooks(
  db: Kysely<Database>,
  creditsRedeemed: number,
  copies: number,
  buyer: SignedInAccount | null,
  cartOrderId: string | null,
): Promise<number> {
  if (creditsRedeemed === 0) return 0;
  const insufficient = new AppError('BAD_REQUEST', {
    creditsRedeemed: STORE_MESSAGES.insufficientCredits,
  });
  const books = booksForCredits(creditsRedeemed);
  if (!buyer || buyer.type !== 'teacher' || books === null) throw insufficient;
  // A first check for a clear answer before any payment intent is touched; the hold placed
  // with the order is what actually reserves the credits.
  const held = cartOrderId ? await activeHold(db, cartOrderId) : undefined;
  const spendable =
    (await creditBalance(db, buyer.id)) + (held?.teacher_id === buyer.id ? -held.credits : 0);
  if (books > maxRedeemableBooks(copies, spendable)) throw insufficient;
  return books;
}
