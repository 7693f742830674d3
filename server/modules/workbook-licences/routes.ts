import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WORKBOOK_MESSAGES } from '../../../common/copy/workbooks';
import { errorAnswerSchema } from '../../../common/schemas/fields';
import { RECORD_ID } from '../../../common/schemas/ids';
import {
  acceptPackSchema,
  addToClassAnswerSchema,
  addToClassSchema,
  assignAnswerSchema,
  assignSchema,
  classParamsSchema,
  classWorkbooksViewSchema,
  licenceParamsSchema,
  moveSchema,
  okAnswerSchema,
  packParamsSchema,
  purchaseAnswerSchema,
  purchaseParamsSchema,
  purchaseSchema,
  quoteQuerySchema,
  quoteSchema,
  WORKBOOKS_API,
} from '../../../common/schemas/workbooks';
import { requireTeacher } from '../../access/guards';
import { loadTaughtClass } from '../../access/teaches-class';
import { AppError } from '../../errors';
import { addWorkbookToClass } from './add-workbook';
import { acceptClassPack } from './class-packs';
import { assignLicences, moveLicence } from './assign-licences';
import {
  answerFor,
  buyingAccount,
  buyLicences,
  confirmPurchase,
  priceLicences,
} from './buy-licences';
import { classWorkbooks } from './class-workbooks';
import { licensableWorkbook } from './licence-rules';
import { requireAccountManager } from './standard-guard';

/** WORKBOOKS_API names full paths; these routes are registered under /api/workbooks. */
const under = (path: string) => path.slice(WORKBOOKS_API.prefix.length);

const tags = ['workbooks'];
const refusals = {
  400: errorAnswerSchema,
  401: errorAnswerSchema,
  402: errorAnswerSchema,
  403: errorAnswerSchema,
  404: errorAnswerSchema,
  409: errorAnswerSchema,
} as const;

/**
 * Spirit of Truth Workbook licences (issue 16, point 8), for teachers of the class. Buying needs
 * the right to spend on the class's billing account (its teacher, or the school's
 * administrator who teaches it); buying, assigning, moving and adding need Standard on: 402
 * "Spirit of Truth Workbooks require Standard" otherwise.
 */
export const workbookLicenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    under(WORKBOOKS_API.classView),
    {
      schema: {
        summary: "A class's workbooks, licences this school year and roster",
        tags,
        params: classParamsSchema,
        response: { 200: classWorkbooksViewSchema, ...refusals },
      },
    },
    async (request) => {
      const { teacherId, classRow } = await loadTaughtClass(request, request.params.classId);
      return classWorkbooks(app.db, { classId: classRow.id, teacherId, now: new Date() });
    },
  );

  app.get(
    under(WORKBOOKS_API.quote),
    {
      schema: {
        summary: 'The price of that many licences, as the server charges it',
        tags,
        params: classParamsSchema,
        querystring: quoteQuerySchema,
        response: { 200: quoteSchema, ...refusals },
      },
    },
    async (request) => {
      const { teacherId, classRow } = await loadTaughtClass(request, request.params.classId);
      const workbook = licensableWorkbook(request.query.workbookId);
      const now = new Date();
      const account = await buyingAccount(app.db, { classId: classRow.id, userId: teacherId, now });
      return priceLicences(account, workbook.id, request.query.quantity, now);
    },
  );

  app.post(
    under(WORKBOOKS_API.purchases),
    {
      schema: {
        summary:
          'Buys licences: a card payment to confirm, or at once on the next invoice for invoiced accounts',
        tags,
        params: classParamsSchema,
        body: purchaseSchema,
        response: { 200: purchaseAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const { teacherId, classRow } = await loadTaughtClass(request, request.params.classId);
      return buyLicences(app, {
        classId: classRow.id,
        userId: teacherId,
        ...request.body,
        now: new Date(),
      });
    },
  );

  app.post(
    under(WORKBOOKS_API.confirm),
    {
      schema: {
        summary: 'After the card paid: re-reads the payment and grants the licences once',
        tags,
        params: purchaseParamsSchema,
        body: okAnswerSchema.partial().describe('{}; ignored'),
        response: { 200: purchaseAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const teacher = await requireTeacher(request);
      const { purchaseId } = request.params;
      const purchase = RECORD_ID.test(purchaseId)
        ? await app.db
            .selectFrom('workbook_purchases')
            .selectAll()
            .where('id', '=', purchaseId)
            .executeTakeFirst()
        : undefined;
      const account = purchase
        ? await app.db
            .selectFrom('billing_accounts')
            .selectAll()
            .where('id', '=', purchase.account_id)
            .executeTakeFirst()
        : undefined;
      if (!purchase || !account) {
        throw new AppError('NOT_FOUND', { purchase: WORKBOOK_MESSAGES.purchaseNotFound });
      }
      await requireAccountManager(app.db, teacher.id, account).catch(() => {
        throw new AppError('NOT_FOUND', { purchase: WORKBOOK_MESSAGES.purchaseNotFound });
      });
      return answerFor(app, await confirmPurchase(app, purchase, new Date()));
    },
  );

  app.post(
    under(WORKBOOKS_API.assign),
    {
      schema: {
        summary: "Gives the class's unassigned licences to named students (default: all)",
        tags,
        params: classParamsSchema,
        body: assignSchema,
        response: { 200: assignAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const { classRow } = await loadTaughtClass(request, request.params.classId);
      const assigned = await assignLicences(app.db, {
        classId: classRow.id,
        ...request.body,
        now: new Date(),
      });
      return { assigned };
    },
  );

  app.post(
    under(WORKBOOKS_API.move),
    {
      schema: {
        summary: 'Moves an unused licence to another student of the class, or unassigns it',
        tags,
        params: licenceParamsSchema,
        body: moveSchema,
        response: { 200: okAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const { classRow } = await loadTaughtClass(request, request.params.classId);
      const { licenceId } = request.params;
      if (!RECORD_ID.test(licenceId)) {
        throw new AppError('NOT_FOUND', { licence: WORKBOOK_MESSAGES.licenceNotFound });
      }
      await moveLicence(app.db, {
        classId: classRow.id,
        licenceId,
        studentId: request.body.studentId,
        now: new Date(),
      });
      return { ok: true } as const;
    },
  );

  app.post(
    under(WORKBOOKS_API.acceptPack),
    {
      schema: {
        summary: 'Accepts a newer verified version of a publisher pack for the class',
        tags,
        params: packParamsSchema,
        body: acceptPackSchema,
        response: { 200: okAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const { teacherId, classRow } = await loadTaughtClass(request, request.params.classId);
      await acceptClassPack(app.db, app.storage, {
        classId: classRow.id,
        packId: request.params.packId,
        version: request.body.version,
        teacherId,
        now: new Date(),
      });
      return { ok: true } as const;
    },
  );

  app.post(
    under(WORKBOOKS_API.addToClass),
    {
      schema: {
        summary:
          "Makes the workbook's reflections the class's assignments (licensed students only)",
        tags,
        params: classParamsSchema,
        body: addToClassSchema,
        response: { 200: addToClassAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const { teacherId, classRow } = await loadTaughtClass(request, request.params.classId);
      const activityIds = await addWorkbookToClass(app.db, app.storage, {
        classId: classRow.id,
        teacherId,
        workbookId: request.body.workbookId,
        now: new Date(),
      });
      return { activityIds };
    },
  );
};
