import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DESK_CSV, DESK_MESSAGES } from '../../../common/copy/staff-desk';
import { errorAnswerSchema } from '../../../common/schemas/fields';
import {
  batchQuerySchema,
  bulkChangeAnswerSchema,
  bulkChangeSchema,
  deskFiltersSchema,
  deskOrderAnswerSchema,
  deskOrderParamsSchema,
  deskSchoolsAnswerSchema,
  deskSearchAnswerSchema,
  deskSearchQuerySchema,
  failLocalRefundBodySchema,
  refundAnswerSchema,
  refundBodySchema,
} from '../../../common/schemas/staff-desk';
import { requireAdmin } from '../../access/guards';
import { AppError } from '../../errors';
import { bulkChange } from './bulk-change';
import { exportOrdersCsv } from './export-orders';
import { loadDeskOrder } from './load-desk-order';
import { productionBatch } from './production-batch';
import { failLocalRefund } from './local-refund-failure';
import { refundOrder } from './refund-order';
import { listDeskSchools, searchOrders } from './search-orders';

const tags = ['staff desk'];
const refusals = { 401: errorAnswerSchema, 403: errorAnswerSchema } as const;
const staff = (request: FastifyRequest) => requireAdmin(request, DESK_MESSAGES.forbidden);
const actorOf = (account: { id: string }, request: FastifyRequest) => ({
  userId: account.id,
  ip: request.ip,
});
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The staff order desk under /api/staff-desk (issue 12, points 12 and 13), platform admins
 * only: search, the schools filter, bulk changes, the production batch, the CSV export, one
 * order with its timeline, and refunds.
 */
export const staffDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders',
    {
      schema: {
        summary: 'Orders by search, status, date and school; sorted, a page at a time',
        tags,
        querystring: deskSearchQuerySchema,
        response: { 200: deskSearchAnswerSchema, 400: errorAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      await staff(request);
      return searchOrders(app.db, request.query);
    },
  );

  app.get(
    '/schools',
    {
      schema: {
        summary: 'The schools with books, for the desk’s filter',
        tags,
        response: { 200: deskSchoolsAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      await staff(request);
      return { schools: await listDeskSchools(app.db) };
    },
  );

  app.post(
    '/orders/bulk',
    {
      schema: {
        summary: 'Moves many orders one step, each as a single change would; failures per order',
        tags,
        body: bulkChangeSchema,
        response: { 200: bulkChangeAnswerSchema, 400: errorAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const account = await staff(request);
      return bulkChange(app, request.body, actorOf(account, request));
    },
  );

  app.get(
    '/orders/export.csv',
    {
      schema: {
        summary: 'Every order matching the filters as CSV (streamed download)',
        tags,
        querystring: deskFiltersSchema,
        response: {
          200: z.any().describe('text/csv; charset=utf-8'),
          400: errorAnswerSchema,
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      await staff(request);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${DESK_CSV.exportFileName(today())}"`)
        .send(exportOrdersCsv(app.db, request.query));
    },
  );

  app.get(
    '/orders/batch.zip',
    {
      schema: {
        summary: 'The print PDFs of the chosen orders and a packing list, as one ZIP',
        tags,
        querystring: batchQuerySchema,
        response: {
          200: z.any().describe('application/zip'),
          400: errorAnswerSchema,
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const account = await staff(request);
      const zip = await productionBatch(app, request.query.ids, actorOf(account, request));
      return reply
        .header('content-type', 'application/zip')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${DESK_CSV.batchFileName(today())}"`)
        .send(zip);
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        summary: 'One order with its refunds, credits and timeline',
        tags,
        params: deskOrderParamsSchema,
        response: { 200: deskOrderAnswerSchema, 404: errorAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      await staff(request);
      const order = await loadDeskOrder(app.db, request.params.id);
      if (!order) throw new AppError('NOT_FOUND', { order: DESK_MESSAGES.notFound });
      return { order };
    },
  );

  app.post(
    '/orders/:id/refund',
    {
      schema: {
        summary: 'Refunds the whole order or its shipping through the payment provider, once',
        tags,
        params: deskOrderParamsSchema,
        body: refundBodySchema,
        response: {
          200: refundAnswerSchema,
          400: errorAnswerSchema,
          404: errorAnswerSchema,
          409: errorAnswerSchema,
          503: errorAnswerSchema,
          ...refusals,
        },
      },
    },
    async (request) => {
      const account = await staff(request);
      const { kind } = request.body;
      const refund = await refundOrder(app, request.params.id, kind, actorOf(account, request));
      const order = (await loadDeskOrder(app.db, request.params.id))!;
      return { order, refund: { kind, ...refund } };
    },
  );

  // The local test provider only (it never runs in production): a refund reported failed, as
  // Stripe's webhook would report it, so the failure and its retry can be tried locally.
  if (app.payments.name !== 'local') return;
  app.post(
    '/orders/:id/refund/local-failure',
    {
      schema: {
        summary: "The local test provider's refund reported failed (never in production)",
        tags,
        params: deskOrderParamsSchema,
        body: failLocalRefundBodySchema,
        response: {
          200: deskOrderAnswerSchema,
          400: errorAnswerSchema,
          404: errorAnswerSchema,
          409: errorAnswerSchema,
          ...refusals,
        },
      },
    },
    async (request) => {
      await staff(request);
      const { kind, reason } = request.body;
      await failLocalRefund(app, request.params.id, kind, reason);
      return { order: (await loadDeskOrder(app.db, request.params.id))! };
    },
  );
};
