import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
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
import type { BillingAccount } from './billing-accounts';
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

  /**
   * A POST on the caller's account (`?accountId=` for a school's): only its manager gets to
   * `handle`, which answers the account as it is afterwards or where the browser goes next.
   */
  function accountRoute<Body extends z.ZodType, Answer extends z.ZodType>(
    path: string,
    schema: { summary: string; body: Body; answer: Answer },
    handle: (context: {
      account: BillingAccount;
      now: Date;
      body: z.infer<Body>;
    }) => Promise<z.infer<Answer>>,
  ) {
    app.post(
      under(path),
      {
        schema: {
          summary: schema.summary,
          tags,
          querystring: billingAccountQuerySchema,
          // Widened: Fastify's reply type cannot follow a schema passed as a type parameter;
          // `handle`'s own types hold the body and answer to the schemas.
          body: schema.body as z.ZodType,
          response: { 200: schema.answer as z.ZodType, ...refusals },
        },
      },
      async (request) => {
        const { account, now } = await caller(request, request.query.accountId);
        return handle({ account, now, body: request.body as z.infer<Body> });
      },
    );
  }
  /** An account action whose answer is the account after it. */
  const thenAnswer =
    <Body>(act: (context: { account: BillingAccount; now: Date; body: Body }) => Promise<void>) =>
    async (context: { account: BillingAccount; now: Date; body: Body }) => {
      await act(context);
      return answerAfter(context.account.id, context.now);
    };
  const empty = emptyBillingBodySchema;

  accountRoute(
    BILLING_API.trial,
    {
      summary: "Starts the account's one 14-day Standard trial, with no card",
      body: empty,
      answer: billingAnswerSchema,
    },
    thenAnswer(({ account, now }) => startTrial(app, account, now)),
  );

  accountRoute(
    BILLING_API.subscribe,
    {
      summary: 'A card checkout for Standard at the period, for the seats counted now',
      body: subscribeSchema,
      answer: redirectAnswerSchema,
    },
    ({ account, now, body }) => subscribe(app, account, body.period, now, publicBaseUrl),
  );

  accountRoute(
    BILLING_API.period,
    {
      summary: 'Switches between monthly and annual, prorated',
      body: subscribeSchema,
      answer: billingAnswerSchema,
    },
    thenAnswer(({ account, now, body }) => switchPeriod(app, account, body.period, now)),
  );

  accountRoute(
    BILLING_API.portal,
    {
      summary: "Stripe's customer portal, or the local manage page",
      body: empty,
      answer: redirectAnswerSchema,
    },
    ({ account }) => portal(app, account, publicBaseUrl),
  );

  accountRoute(
    BILLING_API.pay,
    {
      summary: 'Where to pay the open invoice (or restart Standard after a trial ended unpaid)',
      body: empty,
      answer: redirectAnswerSchema,
    },
    ({ account, now }) => pay(app, account, now, publicBaseUrl),
  );

  accountRoute(
    BILLING_API.cancel,
    {
      summary: 'Cancels Standard at the end of the current period',
      body: empty,
      answer: billingAnswerSchema,
    },
    thenAnswer(({ account, now }) => cancelAtPeriodEnd(app, account, now)),
  );

  accountRoute(
    BILLING_API.resume,
    {
      summary: 'Undoes a cancel at period end: Standard renews again',
      body: empty,
      answer: billingAnswerSchema,
    },
    thenAnswer(({ account, now }) => cancelAtPeriodEnd(app, account, now, false)),
  );

  accountRoute(
    BILLING_API.card,
    {
      summary: 'A setup checkout that replaces the card on file',
      body: empty,
      answer: redirectAnswerSchema,
    },
    ({ account, now }) => replaceCard(app, account, now, publicBaseUrl),
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
