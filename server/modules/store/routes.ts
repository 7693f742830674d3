import type { FastifyInstance, FastifyReply } from 'fastify';
import { STORE_MESSAGES, STORE_SERVER_MESSAGES } from '../../../common/messages';
import {
  paymentIntentQuerySchema,
  printOrderSchema,
  searchActivityQuerySchema,
  shippingQuerySchema,
  studentsSearchQuerySchema,
  type PrintOrderAnswer,
  type PrintOrderSuccessAnswer,
} from '../../../common/schemas/store';
import { centsToDollars, dollarsToCents } from '../../../common/store/pricing';
import { AppError } from '../../errors';
import { parseBody } from '../../lib/validation';
import { resolveAccount } from '../../plugins/session';
import type { RateLimitStore } from '../../lib/rate-limit';
import { confirmOrderPayment } from './confirm-order-payment';
import { findPublishedBook, toBookDetails } from './find-book';
import { priceOrder } from './price-order';
import { findReusableCart, savePrintOrder } from './save-print-order';
import { createStoreLookupGuard } from './lookup-limits';
import { searchBookStudents } from './search-students';
import { shippingRatesFor, toShippingOption } from './shipping';
import { userDetails } from './user-details';

export interface StoreRoutesOptions {
  limits: RateLimitStore;
}

/** The store calls of SPEC §7.2 under /api/store. */
export async function storeRoutes(app: FastifyInstance, { limits }: StoreRoutesOptions) {
  const lookups = createStoreLookupGuard(limits);
  const notFound = (reply: FastifyReply) =>
    reply.status(404).send({ message: STORE_MESSAGES.codeNotFound });

  app.get('/search_activity', async (request, reply) => {
    await lookups.admit(request.ip);
    const query = searchActivityQuerySchema.safeParse(request.query ?? {});
    if (!query.success) {
      return reply.status(400).send({
        message: STORE_MESSAGES.codeNotFound,
        errors: { code: STORE_MESSAGES.codeNotFound },
      });
    }
    const book = await findPublishedBook(app.db, query.data.code);
    if (book) return toBookDetails(book);
    await lookups.recordFailure(request.ip);
    return notFound(reply);
  });

  app.get('/students_search', async (request) => {
    await lookups.admit(request.ip);
    const query = parseBody(studentsSearchQuerySchema, request.query);
    const book = await findPublishedBook(app.db, query.code);
    const children = book ? await searchBookStudents(app.db, book.id, query.q) : [];
    // Names show only to a buyer who types their first letters: guessing letters counts.
    if (children.length === 0) await lookups.recordFailure(request.ip);
    return children;
  });

  app.get('/shipping', async (request) => {
    const query = parseBody(shippingQuerySchema, request.query);
    const rates = await shippingRatesFor(app.db, query.countryCode, query.quantity);
    return rates.map(toShippingOption);
  });

  app.get('/user_details', async (request) => {
    const account = await resolveAccount(request);
    return account && account.type !== 'student' ? userDetails(app.db, account) : {};
  });

  app.post('/print_order', async (request, reply) => {
    const { pi_id: intentId } = parseBody(paymentIntentQuerySchema, request.query);
    const payload = parseBody(printOrderSchema, request.body);
    const book = await findPublishedBook(app.db, payload.code);
    if (!book) return notFound(reply);
    const buyer = await resolveAccount(request);
    const buyerId = buyer && buyer.type !== 'student' ? buyer.id : null;
    const cart = intentId
      ? await findReusableCart(app.db, { intentId, buyerId, bookId: book.id })
      : null;
    const priced = await priceOrder(app.db, book, payload, buyer, cart?.id ?? null);
    const { quote } = priced;
    const figures = {
      booksPrice: centsToDollars(quote.booksCents),
      shippingPrice: centsToDollars(quote.shippingCents),
      totalPrice: centsToDollars(quote.totalCents),
    };
    const agrees =
      dollarsToCents(payload.booksPrice) === quote.booksCents &&
      dollarsToCents(payload.shippingPrice) === quote.shippingCents &&
      dollarsToCents(payload.totalPrice) === quote.totalCents;
    if (!agrees) {
      return reply
        .status(409)
        .send({ errors: { totalPrice: STORE_SERVER_MESSAGES.priceChanged }, ...figures });
    }
    const { orderNumber, intent } = await savePrintOrder(app, {
      book,
      payload,
      priced,
      buyerId,
      cart,
    });
    const answer: PrintOrderAnswer = {
      pi_id: intent.id,
      cs: intent.clientSecret,
      orderNumber,
      ...figures,
      creditsRedeemed: quote.creditsRedeemed,
      provider: app.payments.name,
    };
    return answer;
  });

  app.post('/print_order_success', async (request) => {
    const { pi_id: intentId } = parseBody(paymentIntentQuerySchema, request.query);
    if (!intentId)
      throw new AppError('BAD_REQUEST', { pi_id: STORE_SERVER_MESSAGES.paymentNotComplete });
    const result = await confirmOrderPayment(app, intentId);
    if (result.status === 'unknown') {
      throw new AppError('NOT_FOUND', { pi_id: STORE_SERVER_MESSAGES.paymentNotComplete });
    }
    const answer: PrintOrderSuccessAnswer = {
      status: result.status,
      orderNumber: result.orderNumber ?? '',
    };
    return answer;
  });
}
