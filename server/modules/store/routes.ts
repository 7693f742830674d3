import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswerSchema } from '../../../common/schemas/fields';
import {
  bookDetailsSchema,
  bookNotFoundAnswerSchema,
  malformedCodeAnswerSchema,
  paymentIntentQuerySchema,
  priceMismatchAnswerSchema,
  printOrderAnswerSchema,
  printOrderSchema,
  printOrderSuccessAnswerSchema,
  printOrderSuccessBodySchema,
  searchActivityQuerySchema,
  shippingOptionSchema,
  shippingQuerySchema,
  studentSearchResultSchema,
  studentsSearchQuerySchema,
  userDetailsAnswerSchema,
  type PrintOrderAnswer,
  type PrintOrderSuccessAnswer,
} from '../../../common/schemas/store';
import { centsToDollars, dollarsToCents } from '../../../common/store/pricing';
import { AppError } from '../../errors';
import { resolveAccount } from '../../plugins/session';
import type { RateLimitStore } from '../../lib/rate-limit';
import { confirmOrderPayment } from './confirm-order-payment';
import { findPublishedBook, toBookDetails } from './find-book';
import { priceOrder } from './price-order';
import { findReusableCart, savePrintOrder } from './save-print-order';
import { createStoreLookupGuard } from './lookup-limits';
import { paymentRoutes } from './payment-routes';
// preview (issue 12)
import { previewRoutes } from './preview/routes';
import { searchBookStudents } from './search-students';
import { shippingRatesFor, toShippingOption } from './shipping';
import { userDetails } from './user-details';
import { STORE_MESSAGES, STORE_SERVER_MESSAGES } from '../../../common/store/messages';

export interface StoreRoutesOptions {
  limits: RateLimitStore;
}

const tags = ['store'];

/**
 * The store module's routes under /api/store: the calls of SPEC §7.2, and the payment provider's
 * route (Stripe's webhook or the local confirm endpoint).
 */
export const storeRoutes: FastifyPluginAsyncZod<StoreRoutesOptions> = async (app, { limits }) => {
  const lookups = createStoreLookupGuard(limits);
  /** Before the query is checked: a malformed lookup counts against the limit too. */
  const admitLookup = async (request: { ip: string }) => lookups.admit(request.ip);
  const notFound = (reply: FastifyReply) =>
    reply.status(404).send({ message: STORE_MESSAGES.codeNotFound });

  app.get(
    '/search_activity',
    {
      schema: {
        summary: 'The published book of a code (SPEC §3 book details)',
        tags,
        querystring: searchActivityQuerySchema,
        response: {
          200: bookDetailsSchema,
          400: malformedCodeAnswerSchema,
          404: bookNotFoundAnswerSchema,
          429: errorAnswerSchema,
        },
      },
      // A malformed code gets the spec's message, not the generic field errors.
      attachValidation: true,
      preValidation: admitLookup,
    },
    async (request, reply) => {
      if (request.validationError) {
        return reply.status(400).send({
          message: STORE_MESSAGES.codeNotFound,
          errors: { code: STORE_MESSAGES.codeNotFound },
        });
      }
      const book = await findPublishedBook(app.db, request.query.code);
      if (book) return toBookDetails(book);
      await lookups.recordFailure(request.ip);
      return notFound(reply);
    },
  );

  app.get(
    '/students_search',
    {
      schema: {
        summary: "The book's children whose first or last name starts with the typed letters",
        tags,
        querystring: studentsSearchQuerySchema,
        response: {
          200: z.array(studentSearchResultSchema),
          400: errorAnswerSchema,
          429: errorAnswerSchema,
        },
      },
      preValidation: admitLookup,
    },
    async (request) => {
      const { code, q } = request.query;
      const book = await findPublishedBook(app.db, code);
      const children = book ? await searchBookStudents(app.db, book.id, q) : [];
      // Names show only to a buyer who types their first letters: guessing letters counts.
      if (children.length === 0) await lookups.recordFailure(request.ip);
      return children;
    },
  );

  app.get(
    '/shipping',
    {
      schema: {
        summary: 'The shipping options for a destination and a number of copies',
        tags,
        querystring: shippingQuerySchema,
        response: { 200: z.array(shippingOptionSchema), 400: errorAnswerSchema },
      },
    },
    async (request) => {
      const { countryCode, quantity } = request.query;
      const rates = await shippingRatesFor(app.db, countryCode, quantity);
      return rates.map(toShippingOption);
    },
  );

  app.get(
    '/user_details',
    {
      schema: {
        summary: 'The signed-in buyer: credits and last address (SPEC §3 user details)',
        tags,
        response: { 200: userDetailsAnswerSchema },
      },
    },
    async (request) => {
      const account = await resolveAccount(request);
      return account && account.type !== 'student' ? userDetails(app.db, account) : {};
    },
  );

  app.post(
    '/print_order',
    {
      schema: {
        summary: 'Prices the order and opens (or updates) its payment intent',
        tags,
        querystring: paymentIntentQuerySchema,
        body: printOrderSchema,
        response: {
          200: printOrderAnswerSchema,
          400: errorAnswerSchema,
          404: z.union([bookNotFoundAnswerSchema, errorAnswerSchema]),
          409: z.union([priceMismatchAnswerSchema, errorAnswerSchema]),
          503: errorAnswerSchema,
        },
      },
    },
    async (request, reply) => {
      const { pi_id: intentId } = request.query;
      const payload = request.body;
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
    },
  );

  app.post(
    '/print_order_success',
    {
      schema: {
        summary: "The order's status once the card is confirmed (marks it paid if the intent is)",
        tags,
        querystring: paymentIntentQuerySchema,
        body: printOrderSuccessBodySchema,
        response: {
          200: printOrderSuccessAnswerSchema,
          400: errorAnswerSchema,
          404: errorAnswerSchema,
          503: errorAnswerSchema,
        },
      },
    },
    async (request) => {
      const { pi_id: intentId } = request.query;
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
    },
  );

  await app.register(paymentRoutes);
  // preview (issue 12)
  await app.register(previewRoutes, { limits });
};
