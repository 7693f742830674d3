import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswerSchema } from '../../../common/schemas/fields';
import {
  myOrdersAnswerSchema,
  orderAnswerSchema,
  orderLookupAnswerSchema,
  orderLookupSchema,
  orderLinkQuerySchema,
  orderNumberParamsSchema,
  shipOrderSchema,
  staffActionBodySchema,
  staffOrderAnswerSchema,
  staffOrderParamsSchema,
  staffOrdersAnswerSchema,
  staffOrdersQuerySchema,
} from '../../../common/schemas/orders';
import { AppError, refusalAsNotFound } from '../../errors';
import { requireAdmin, requireAdult } from '../../access/guards';
import { resolveAccount } from '../../plugins/session';
import { sendStoredFile, STORED_FILE_REFUSALS } from '../../adapters/storage/send-stored-file';
import { findOrderPdf } from './find-order-pdf';
import { listMyOrders, listStaffOrders } from './list-orders';
import { loadOrderDetails, toOrderView } from './load-order';
import { markInProduction, markShipped } from './move-order';
import { revokeOrderLinks } from './revoke-order-links';
import {
  ORDER_LINK_MESSAGES,
  ORDER_LOOKUP_MESSAGES,
  ORDER_MESSAGES,
} from '../../../common/store/messages';
import { receiptFileName } from '../../../common/store/receipt';
import { lookUpOrder } from './look-up-order';
import { hasReceipt, orderReceiptPdf } from './order-receipt';

const NOT_FOUND = { order: ORDER_MESSAGES.notFound };
const PDF_NOT_READY = ORDER_MESSAGES.pdfNotReady;

/** Platform admins only (server/access), with the order desk's refusal. */
const platformAdmin = (request: FastifyRequest) =>
  requireAdmin(request, 'Only Lectio staff can see orders');

const tags = ['fulfilment'];
/** The refusals of the staff desk: not signed in, not staff, no such order, a wrong step. */
const staffRefusals = {
  401: errorAnswerSchema,
  403: errorAnswerSchema,
  404: errorAnswerSchema,
} as const;

/**
 * The fulfilment module's routes under /api/orders: the buyer's past orders and one order's
 * status behind its signed link, and the staff order desk (/staff…, platform admins only).
 */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The order behind a status link, or for its signed-in buyer whatever the link (My orders is
   * their way back once a link has ended). A wrong signature looks exactly like an order that
   * does not exist; a genuine link that staff revoked or that expired after shipping answers
   * 410, so the page can say how to get back to the order.
   */
  async function visibleOrder(request: FastifyRequest, number: string, signature: unknown) {
    const details = await loadOrderDetails(app.db, { number });
    if (!details) throw new AppError('NOT_FOUND', NOT_FOUND);
    const account = await resolveAccount(request);
    const buyer = details.order.buyer_user_id;
    if (!account || buyer === null || account.id !== buyer) {
      const link = await app.orderLinks.check(details.order, signature);
      if (link === 'wrong') throw new AppError('NOT_FOUND', NOT_FOUND);
      if (link === 'ended') throw new AppError('GONE', { order: ORDER_LINK_MESSAGES.ended });
    }
    return details;
  }

  app.get(
    '/mine',
    {
      schema: {
        summary: "The signed-in buyer's paid orders, newest first, with their status links",
        tags,
        response: { 200: myOrdersAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema },
      },
    },
    async (request) => {
      const account = await requireAdult(request);
      return { orders: await listMyOrders(app.db, app.orderLinks, account.id) };
    },
  );

  /**
   * One order's status, behind its signed link, or for its signed-in buyer whatever the link
   * (My orders is their way back once a link has ended). A wrong signature looks exactly like
   * an order that does not exist; a genuine link that staff revoked or that expired after
   * shipping answers 410, so the page can say how to get back to the order.
   */
  app.get(
    '/:number',
    {
      schema: {
        summary: "One order's status, behind its signed link or for its signed-in buyer",
        tags,
        params: orderNumberParamsSchema,
        querystring: orderLinkQuerySchema,
        response: { 200: orderAnswerSchema, 404: errorAnswerSchema, 410: errorAnswerSchema },
      },
    },
    async (request) => ({
      order: toOrderView(await visibleOrder(request, request.params.number, request.query.s)),
    }),
  );

  /**
   * The receipt PDF of a paid order (issue 12, point 11), to whoever may see its status: the
   * link's signature or the signed-in buyer. An unpaid order has no receipt yet.
   */
  app.get(
    '/:number/receipt',
    {
      schema: {
        summary: "A paid order's receipt PDF, behind its signed link or for its signed-in buyer",
        tags,
        params: orderNumberParamsSchema,
        querystring: orderLinkQuerySchema,
        response: {
          200: z.any().describe('application/pdf'),
          404: errorAnswerSchema,
          410: errorAnswerSchema,
        },
      },
    },
    async (request, reply) => {
      const details = await visibleOrder(request, request.params.number, request.query.s);
      if (!hasReceipt(details)) {
        throw new AppError('NOT_FOUND', { receipt: ORDER_LOOKUP_MESSAGES.receiptNotReady });
      }
      const pdf = await orderReceiptPdf(app, details);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${receiptFileName(details.order.number)}"`,
        )
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  /**
   * The order lookup (issue 12, point 11): anyone types an email and an order number; when
   * they match a placed order, its signed link goes to that email. The answer is the same
   * either way, so the form tells a stranger nothing. Each address may ask a few times an
   * hour, and each inbox receives a few such emails an hour (mail-limits.ts).
   */
  app.post(
    '/lookup',
    {
      schema: {
        summary: 'Emails the signed status link of an order found by email and order number',
        tags,
        body: orderLookupSchema,
        response: {
          200: orderLookupAnswerSchema,
          400: errorAnswerSchema,
          429: errorAnswerSchema,
        },
      },
    },
    async (request) => {
      await lookUpOrder(app, request.body, request.ip);
      return { message: ORDER_LOOKUP_MESSAGES.sent };
    },
  );

  app.get(
    '/staff',
    {
      schema: {
        summary: 'The staff desk: orders in one status',
        tags,
        querystring: staffOrdersQuerySchema,
        response: {
          200: staffOrdersAnswerSchema,
          400: errorAnswerSchema,
          401: errorAnswerSchema,
          403: errorAnswerSchema,
        },
      },
    },
    async (request) => {
      await platformAdmin(request);
      return { orders: await listStaffOrders(app.db, request.query.status) };
    },
  );

  app.get(
    '/staff/:id/pdf',
    {
      schema: {
        summary: "An order's print file",
        tags,
        params: staffOrderParamsSchema,
        response: {
          200: z.any().describe('application/pdf'),
          404: errorAnswerSchema,
          ...STORED_FILE_REFUSALS,
        },
      },
    },
    async (request, reply) => {
      await refusalAsNotFound(platformAdmin(request), { pdf: PDF_NOT_READY });
      const order = await findOrderPdf(app.db, request.params.id);
      const sent =
        !!order &&
        (await sendStoredFile(request, reply, {
          storage: app.storage,
          key: order.pdfKey,
          access: 'private',
          contentType: 'application/pdf',
          fileName: `${order.number}.pdf`,
          disposition: 'attachment',
        }));
      if (!sent) throw new AppError('NOT_FOUND', { pdf: PDF_NOT_READY });
      return reply;
    },
  );

  app.post(
    '/staff/:id/in-production',
    {
      schema: {
        summary: 'Moves a paid order into production',
        tags,
        params: staffOrderParamsSchema,
        body: staffActionBodySchema,
        response: { 200: staffOrderAnswerSchema, ...staffRefusals, 409: errorAnswerSchema },
      },
    },
    async (request) => {
      const account = await platformAdmin(request);
      const order = await markInProduction(app, request.params.id, {
        userId: account.id,
        ip: request.ip,
      });
      return { order };
    },
  );

  /** Ends every status link sent for the order so far (signed-in buyers still see it). */
  app.post(
    '/staff/:id/revoke-links',
    {
      schema: {
        summary: 'Ends every status link sent for the order so far',
        tags,
        params: staffOrderParamsSchema,
        body: staffActionBodySchema,
        response: { 200: staffOrderAnswerSchema, ...staffRefusals },
      },
    },
    async (request) => {
      const account = await platformAdmin(request);
      const order = await revokeOrderLinks(app, request.params.id, {
        userId: account.id,
        ip: request.ip,
      });
      return { order };
    },
  );

  app.post(
    '/staff/:id/ship',
    {
      schema: {
        summary: 'Ships an order in production with its tracking number, and emails the buyer',
        tags,
        params: staffOrderParamsSchema,
        body: shipOrderSchema,
        response: {
          200: staffOrderAnswerSchema,
          400: errorAnswerSchema,
          ...staffRefusals,
          409: errorAnswerSchema,
        },
      },
    },
    async (request) => {
      const account = await platformAdmin(request);
      const order = await markShipped(app, request.params.id, request.body.trackingNumber, {
        userId: account.id,
        ip: request.ip,
      });
      return { order };
    },
  );
};
