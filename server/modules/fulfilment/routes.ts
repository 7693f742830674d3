import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, refusalAsNotFound } from '../../errors';
import { parseBody } from '../../lib/validation';
import { requireAdmin, requireAdult } from '../../access/guards';
import { resolveAccount } from '../../plugins/session';
import { listMyOrders, listStaffOrders } from './list-orders';
import { loadOrderDetails, toOrderView } from './load-order';
import { markInProduction, markShipped } from './move-order';
import { revokeOrderLinks } from './revoke-order-links';
import { shipBody, staffListQuery } from './schemas';
import { ORDER_LINK_MESSAGES } from '../../../common/messages';

const NOT_FOUND = { order: 'Order not found' };
/** Also the answer to anyone who may not have the file: nothing tells them it exists. */
const PDF_NOT_READY = 'The PDF is not ready yet';

/** Platform admins only (server/access), with the order desk's refusal. */
const platformAdmin = (request: FastifyRequest) =>
  requireAdmin(request, 'Only Lectio staff can see orders');

/** The buyer's side: past orders, and one order's status behind its signed link. */
export async function orderRoutes(app: FastifyInstance) {
  app.get('/orders/mine', async (request) => {
    const account = await requireAdult(request);
    return { orders: await listMyOrders(app.db, app.orderLinks, account.id) };
  });

  /**
   * One order's status, behind its signed link, or for its signed-in buyer whatever the link
   * (My orders is their way back once a link has ended). A wrong signature looks exactly like
   * an order that does not exist; a genuine link that staff revoked or that expired after
   * shipping answers 410, so the page can say how to get back to the order.
   */
  app.get<{ Params: { number: string }; Querystring: { s?: string } }>(
    '/orders/:number',
    async (request) => {
      const details = await loadOrderDetails(app.db, { number: request.params.number });
      if (!details) throw new AppError('NOT_FOUND', NOT_FOUND);
      const account = await resolveAccount(request);
      const buyer = details.order.buyer_user_id;
      if (!account || buyer === null || account.id !== buyer) {
        const link = await app.orderLinks.check(details.order, request.query.s);
        if (link === 'wrong') throw new AppError('NOT_FOUND', NOT_FOUND);
        if (link === 'ended') throw new AppError('GONE', { order: ORDER_LINK_MESSAGES.ended });
      }
      return { order: toOrderView(details) };
    },
  );
}

/** The staff order desk: platform admins only. */
export async function staffOrderRoutes(app: FastifyInstance) {
  app.get('/staff/orders', async (request) => {
    await platformAdmin(request);
    const { status } = parseBody(staffListQuery, request.query);
    return { orders: await listStaffOrders(app.db, status) };
  });

  app.get<{ Params: { id: string } }>('/staff/orders/:id/pdf', async (request, reply) => {
    await refusalAsNotFound(platformAdmin(request), { pdf: PDF_NOT_READY });
    const order = await app.db
      .selectFrom('orders')
      .select(['number', 'pdf_key'])
      .where('id', '=', request.params.id)
      .executeTakeFirst();
    const file = order?.pdf_key ? await app.storage.stream(order.pdf_key) : null;
    if (!order || !file) throw new AppError('NOT_FOUND', { pdf: PDF_NOT_READY });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-length', String(file.info.size))
      .header('content-disposition', `attachment; filename="${order.number}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });

  app.post<{ Params: { id: string } }>('/staff/orders/:id/in-production', async (request) => {
    const account = await platformAdmin(request);
    const order = await markInProduction(app, request.params.id, {
      userId: account.id,
      ip: request.ip,
    });
    return { order };
  });

  /** Ends every status link sent for the order so far (signed-in buyers still see it). */
  app.post<{ Params: { id: string } }>('/staff/orders/:id/revoke-links', async (request) => {
    const account = await platformAdmin(request);
    const order = await revokeOrderLinks(app, request.params.id, {
      userId: account.id,
      ip: request.ip,
    });
    return { order };
  });

  app.post<{ Params: { id: string } }>('/staff/orders/:id/ship', async (request) => {
    const account = await platformAdmin(request);
    const { trackingNumber } = parseBody(shipBody, request.body);
    const order = await markShipped(app, request.params.id, trackingNumber, {
      userId: account.id,
      ip: request.ip,
    });
    return { order };
  });
}
