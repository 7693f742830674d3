import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BILLING_MESSAGES } from '../../../common/copy/billing';
import { errorAnswerSchema } from '../../../common/schemas/fields';
import {
  BILLING_API,
  billingAccountQuerySchema,
  billingAnswerSchema,
  emptyBillingBodySchema,
  localCheckoutCompleteSchema,
  localCheckoutParamsSchema,
  localCheckoutViewSchema,
  redirectAnswerSchema,
  subscribeSchema,
} from '../../../common/schemas/billing';
import { requireTeacher } from '../../access/guards';
import type { LocalBillingProvider } from '../../adapters/billing/local';
import { AppError } from '../../errors';
import { billingAnswer, managedAccount, viewedAccount } from './account-view';
import {
  cancelAtPeriodEnd,
  pay,
  portal,
  replaceCard,
  startTrial,
  subscribe,
  switchPeriod,
} from './subscription';
import { billingWebhookRoutes } from './webhook-routes';

export interface BillingRoutesOptions {
  publicBaseUrl: string;
}

const tags = ['billing'];
const refusals = {
  400: errorAnswerSchema,
  401: errorAnswerSchema,
  403: errorAnswerSchema,
  404: errorAnswerSchema,
  409: errorAnswerSchema,
} as const;
/** The path under the /api/billing prefix this module is registered at. */
const under = (path: string) => path.replace(/^\/api\/billing/, '');

/** Card refusals a buyer fixes by typing again (400); the rest are the bank's answer (402). */
const TYPING_ERRORS: ReadonlySet<string> = new Set([
  'incorrect_number',
  'incomplete_number',
  'incomplete_expiry',
  'invalid_expiry_month',
  'invalid_expiry_year_past',
  'invalid_expiry_month_past',
  'incomplete_cvc',
]);

/**
 * The billing calls (issue 16, points 3, 4 and 10) under /api/billing: the account view, the
 * trial, subscribing, the period switch, the portal, paying, cancelling and the card; the
 * local provider's checkout; Stripe's webhook. Only the account's own teacher or its school's
 * administrator gets past `managedAccount`; everyone else gets 404.
 */
export const billingRoutes: FastifyPluginAsyncZod<BillingRoutesOptions> = async (
  app,
  { publicBaseUrl },
) => {
  const caller = async (request: Parameters<typeof requireTeacher>[0], accountId?: string) => {
    const teacher = await requireTeacher(request);
    const now = new Date();
    return { account: await managedAccount(app, teacher.id, accountId, now), now };
  };

  app.get(
    under(BILLING_API.account),
    {
      schema: {
        summary:
          'The billing account: plan, seats and how they were counted, next charge, invoices',
        tags,
        querystring: billingAccountQuerySchema,
        response: { 200: billingAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const teacher = await requireTeacher(request);
      const now = new Date();
      const { account, canManage } = await viewedAccount(
        app,
        teacher.id,
        request.query.accountId,
        now,
      );
      return billingAnswer(app, account, now, canManage);
    },
  );

  const answerAfter = async (accountId: string, now: Date) => {
    const account = await app.db
      .selectFrom('billing_accounts')
      .selectAll()
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow();
    return billingAnswer(app, account, now);
  };

  app.post(
    under(BILLING_API.trial),
    {
      schema: {
        summary: "Starts the account's one 14-day Standard trial, with no card",
        tags,
        querystring: billingAccountQuerySchema,
        body: emptyBillingBodySchema,
        response: { 200: billingAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const { account, now } = await caller(request, request.query.accountId);
      await startTrial(app, account, now);
      return answerAfter(account.id, now);
    },
  );

  app.post(
    under(BILLING_API.subscribe),
    {
      schema: {
        summary: 'A card checkout for Standard at the period, for the seats counted now',
        tags,
        querystring: billingAccountQuerySchema,
        body: subscribeSchema,
        response: { 200: redirectAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const { account, now } = await caller(request, request.query.accountId);
      return subscribe(app, account, request.body.period, now, publicBaseUrl);
    },
  );

  app.post(
    under(BILLING_API.period),
    {
      schema: {
        summary: 'Switches between monthly and annual, prorated',
        tags,
        querystring: billingAccountQuerySchema,
        body: subscribeSchema,
        response: { 200: billingAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const { account, now } = await caller(request, request.query.accountId);
      await switchPeriod(app, account, request.body.period, now);
      return answerAfter(account.id, now);
    },
  );

  app.post(
    under(BILLING_API.portal),
    {
      schema: {
        summary: "Stripe's customer portal, or the local manage page",
        tags,
        querystring: billingAccountQuerySchema,
        body: emptyBillingBodySchema,
        response: { 200: redirectAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const { account } = await caller(request, request.query.accountId);
      return portal(app, account, publicBaseUrl);
    },
  );

  app.post(
    under(BILLING_API.pay),
    {
      schema: {
        summary: 'Where to pay the open invoice (or restart Standard after a trial ended unpaid)',
        tags,
        querystring: billingAccountQuerySchema,
        body: emptyBillingBodySchema,
        response: { 200: redirectAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const { account, now } = await caller(request, request.query.accountId);
      return pay(app, account, now, publicBaseUrl);
    },
  );

  app.post(
    under(BILLING_API.cancel),
    {
      schema: {
        summary: 'Cancels Standard at the end of the current period',
        tags,
        querystring: billingAccountQuerySchema,
        body: emptyBillingBodySchema,
        response: { 200: billingAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const { account, now } = await caller(request, request.query.accountId);
      await cancelAtPeriodEnd(app, account, now);
      return answerAfter(account.id, now);
    },
  );

  app.post(
    under(BILLING_API.resume),
    {
      schema: {
        summary: 'Undoes a cancel at period end: Standard renews again',
        tags,
        querystring: billingAccountQuerySchema,
        body: emptyBillingBodySchema,
        response: { 200: billingAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const { account, now } = await caller(request, request.query.accountId);
      await cancelAtPeriodEnd(app, account, now, false);
      return answerAfter(account.id, now);
    },
  );

  app.post(
    under(BILLING_API.card),
    {
      schema: {
        summary: 'A setup checkout that replaces the card on file',
        tags,
        querystring: billingAccountQuerySchema,
        body: emptyBillingBodySchema,
        response: { 200: redirectAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const { account, now } = await caller(request, request.query.accountId);
      return replaceCard(app, account, now, publicBaseUrl);
    },
  );

  const localCheckout = async (request: Parameters<typeof requireTeacher>[0], id: string) => {
    const teacher = await requireTeacher(request);
    const notFound = new AppError('NOT_FOUND', { checkout: BILLING_MESSAGES.checkoutNotFound });
    if (app.billing.name !== 'local') throw notFound;
    const provider = app.billing as LocalBillingProvider;
    const details = await provider.describeCheckout(id);
    if (!details) throw notFound;
    const account = await managedAccount(app, teacher.id, details.accountId, new Date()).catch(
      () => {
        throw notFound;
      },
    );
    return { provider, details, account };
  };

  app.get(
    under(BILLING_API.localCheckout),
    {
      schema: {
        summary: 'The local checkout: what is being bought (local billing provider only)',
        tags,
        params: localCheckoutParamsSchema,
        response: { 200: localCheckoutViewSchema, ...refusals },
      },
    },
    async (request) => {
      const { details, account } = await localCheckout(request, request.params.id);
      const invoice = details.invoiceId
        ? await app.db
            .selectFrom('billing_invoices')
            .select('number')
            .where('provider_invoice_id', '=', details.invoiceId)
            .executeTakeFirst()
        : undefined;
      return {
        id: details.id,
        mode: details.mode,
        status: details.status,
        accountName: account.name,
        seats: details.seats,
        period: details.period,
        amountCents: details.amountCents,
        invoiceNumber: invoice?.number ?? null,
      };
    },
  );

  app.post(
    under(BILLING_API.localCheckoutComplete),
    {
      schema: {
        summary: "Pays the local checkout with one of Stripe's test cards",
        tags,
        params: localCheckoutParamsSchema,
        body: localCheckoutCompleteSchema,
        response: { 200: redirectAnswerSchema, 402: errorAnswerSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { provider } = await localCheckout(request, request.params.id);
      const outcome = await provider.completeCheckout(
        request.params.id,
        request.body.card,
        new Date(),
      );
      if (outcome.kind === 'declined') {
        return reply
          .status(TYPING_ERRORS.has(outcome.error.code) ? 400 : 402)
          .send({ errors: { card: outcome.error.message } });
      }
      if (outcome.kind === 'closed') {
        throw new AppError('CONFLICT', { checkout: BILLING_MESSAGES.checkoutUsed });
      }
      if (outcome.kind === 'unknown') {
        throw new AppError('NOT_FOUND', { checkout: BILLING_MESSAGES.checkoutNotFound });
      }
      return { url: outcome.successUrl };
    },
  );

  await app.register(billingWebhookRoutes, { url: under(BILLING_API.webhook) });
};
