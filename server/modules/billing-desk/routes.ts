import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BILLING_DESK_CSV, BILLING_DESK_MESSAGES as M } from '../../../common/copy/billing-desk';
import {
  applyCreditBodySchema,
  billingDeskAccountAnswerSchema,
  billingDeskAccountParamsSchema,
  billingDeskActionAnswerSchema,
  billingDeskFiltersSchema,
  billingDeskInvoiceParamsSchema,
  billingDeskListAnswerSchema,
  billingDeskQuerySchema,
  extendTrialBodySchema,
  offlinePaymentBodySchema,
} from '../../../common/schemas/billing-desk';
import { errorAnswerSchema } from '../../../common/schemas/fields';
import { requireAdmin } from '../../access/guards';
import { AppError } from '../../errors';
import { applyCredit, extendTrial, markOfflinePayment } from './desk-actions';
import { deskActionsFor } from './desk-provider';
import { exportAccountsCsv } from './export-accounts';
import { listAccounts } from './list-accounts';
import { loadDeskAccount } from './load-account';

const tags = ['staff billing desk'];
const refusals = { 401: errorAnswerSchema, 403: errorAnswerSchema } as const;
const actionRefusals = {
  400: errorAnswerSchema,
  404: errorAnswerSchema,
  409: errorAnswerSchema,
  ...refusals,
} as const;
const staff = (request: FastifyRequest) => requireAdmin(request, M.forbidden);

/**
 * The staff billing desk under /api/staff/billing (issue 16, point 6), platform admins only:
 * every billing account with its plan, seats, balance, overdue invoices, quotes and PO; one
 * account with its invoices and audit trail; the CSV export; and three audited actions, each
 * harmless when repeated with the same key.
 */
export const billingDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  const actions = deskActionsFor(app);
  const contextOf = (account: { id: string }, request: FastifyRequest) => ({
    db: app.db,
    actions,
    actor: { userId: account.id, ip: request.ip },
    now: new Date(),
  });
  const answerAfter = async (accountId: string, replayed: boolean) => ({
    ...(await loadDeskAccount(app.db, accountId, new Date()))!,
    replayed,
  });

  app.get(
    '/accounts',
    {
      schema: {
        summary: 'Billing accounts by search, status, plan and overdue; overdue first, 25 a page',
        tags,
        querystring: billingDeskQuerySchema,
        response: { 200: billingDeskListAnswerSchema, 400: errorAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      await staff(request);
      return listAccounts(app.db, request.query, new Date());
    },
  );

  app.get(
    '/accounts.csv',
    {
      schema: {
        summary: 'Every billing account matching the filters as CSV (streamed download)',
        tags,
        querystring: billingDeskFiltersSchema,
        response: {
          200: z.any().describe('text/csv; charset=utf-8'),
          400: errorAnswerSchema,
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      await staff(request);
      const now = new Date();
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="${BILLING_DESK_CSV.fileName(now.toISOString().slice(0, 10))}"`,
        )
        .send(exportAccountsCsv(app.db, request.query, now));
    },
  );

  app.get(
    '/accounts/:id',
    {
      schema: {
        summary: 'One billing account with its invoices (and lines), quotes and audit trail',
        tags,
        params: billingDeskAccountParamsSchema,
        response: { 200: billingDeskAccountAnswerSchema, 404: errorAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      await staff(request);
      const answer = await loadDeskAccount(app.db, request.params.id, new Date());
      if (!answer) throw new AppError('NOT_FOUND', { account: M.accountNotFound });
      return answer;
    },
  );

  app.post(
    '/accounts/:id/extend-trial',
    {
      schema: {
        summary: 'Extends a trial by 1–60 days (trialing, or paused after the trial); audited',
        tags,
        params: billingDeskAccountParamsSchema,
        body: extendTrialBodySchema,
        response: { 200: billingDeskActionAnswerSchema, ...actionRefusals },
      },
    },
    async (request) => {
      const account = await staff(request);
      const { id } = request.params;
      const { replayed } = await extendTrial(contextOf(account, request), id, request.body);
      return answerAfter(id, replayed);
    },
  );

  app.post(
    '/accounts/:id/credit',
    {
      schema: {
        summary: 'Applies a credit (1 cent to $10,000) to the account; audited',
        tags,
        params: billingDeskAccountParamsSchema,
        body: applyCreditBodySchema,
        response: { 200: billingDeskActionAnswerSchema, ...actionRefusals },
      },
    },
    async (request) => {
      const account = await staff(request);
      const { id } = request.params;
      const { replayed } = await applyCredit(contextOf(account, request), id, request.body);
      return answerAfter(id, replayed);
    },
  );

  app.post(
    '/accounts/:id/invoices/:invoiceId/offline-payment',
    {
      schema: {
        summary: 'Marks an open invoice paid by check, ACH or bank transfer; audited',
        tags,
        params: billingDeskInvoiceParamsSchema,
        body: offlinePaymentBodySchema,
        response: { 200: billingDeskActionAnswerSchema, ...actionRefusals },
      },
    },
    async (request) => {
      const account = await staff(request);
      const { id, invoiceId } = request.params;
      const { replayed } = await markOfflinePayment(
        contextOf(account, request),
        id,
        invoiceId,
        request.body,
      );
      return answerAfter(id, replayed);
    },
  );
};
