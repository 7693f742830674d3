import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswerSchema } from '../../../common/schemas/fields';
import { BILLING_API, billingAccountQuerySchema } from '../../../common/schemas/billing';
import {
  accountPurchaseSchema,
  accountQuoteQuerySchema,
  accountWorkbooksSchema,
} from '../../../common/schemas/billing-workbooks';
import { purchaseAnswerSchema, quoteSchema } from '../../../common/schemas/workbooks';
import { requireTeacher } from '../../access/guards';
import { managedAccount } from '../billing/account-view';
import { accountWorkbooks, requireAccountClass } from './account-licences';
import { buyingAccount, buyLicences, priceLicences } from './buy-licences';
import { licensableWorkbook } from './licence-rules';

/** The path under the /api/billing prefix these routes are registered at. */
const under = (path: string) => path.replace(/^\/api\/billing/, '');

const tags = ['billing', 'workbooks'];
const refusals = {
  400: errorAnswerSchema,
  401: errorAnswerSchema,
  402: errorAnswerSchema,
  403: errorAnswerSchema,
  404: errorAnswerSchema,
  409: errorAnswerSchema,
} as const;

/**
 * Workbook licences on the billing page (issue 16, points 1 and 8): the account's summary, the
 * price and the purchase for one of its classes. Only the account's managers get past
 * `managedAccount` (everyone else, co-teachers included, 404), as on the other billing routes;
 * the purchase is the class tab's own `buyLicences`, with its Standard guard and its payment.
 */
export const accountWorkbookRoutes: FastifyPluginAsyncZod = async (app) => {
  const caller = async (request: Parameters<typeof requireTeacher>[0], accountId?: string) => {
    const teacher = await requireTeacher(request);
    const now = new Date();
    return { teacher, account: await managedAccount(app, teacher.id, accountId, now), now };
  };

  app.get(
    under(BILLING_API.workbooks),
    {
      schema: {
        summary: "The account's workbook licences per workbook and school year, and its classes",
        tags,
        querystring: billingAccountQuerySchema,
        response: { 200: accountWorkbooksSchema, ...refusals },
      },
    },
    async (request) => {
      const { account, now } = await caller(request, request.query.accountId);
      return accountWorkbooks(app.db, account, now);
    },
  );

  app.get(
    under(BILLING_API.workbookQuote),
    {
      schema: {
        summary: 'The price of licences for one of the account’s classes, as the server charges',
        tags,
        querystring: accountQuoteQuerySchema,
        response: { 200: quoteSchema, ...refusals },
      },
    },
    async (request) => {
      const { teacher, account, now } = await caller(request, request.query.accountId);
      const classId = await requireAccountClass(app.db, account, request.query.classId);
      const workbook = licensableWorkbook(request.query.workbookId);
      const buying = await buyingAccount(app.db, { classId, userId: teacher.id, now });
      return priceLicences(buying, workbook.id, request.query.quantity, now);
    },
  );

  app.post(
    under(BILLING_API.workbookPurchases),
    {
      schema: {
        summary:
          'Buys licences for one of the account’s classes: a card payment to confirm, or on the next invoice',
        tags,
        querystring: billingAccountQuerySchema,
        body: accountPurchaseSchema,
        response: { 200: purchaseAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const { teacher, account, now } = await caller(request, request.query.accountId);
      const { classId, ...purchase } = request.body;
      return buyLicences(app, {
        classId: await requireAccountClass(app.db, account, classId),
        userId: teacher.id,
        ...purchase,
        now,
      });
    },
  );
};
