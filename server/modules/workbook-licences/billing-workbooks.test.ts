import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  schoolYearOf,
  WORKBOOK_LICENCE_CENTS,
  type BillingStatus,
  type CollectionMethod,
} from '../../../common/billing/plans';
import { BILLING_MESSAGES } from '../../../common/copy/billing';
import { WORKBOOK_MESSAGES } from '../../../common/copy/workbooks';
import {
  billingWorkbookPaths,
  type AccountWorkbooks,
} from '../../../common/schemas/billing-workbooks';
import { workbooksPaths, type PurchaseAnswer } from '../../../common/schemas/workbooks';
import { testDatabases } from '../../../tests/support/databases';
import {
  send,
  signedInCoTeacher,
  signedInUser,
  unique,
  type Caller,
} from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import { COURSE_I, payByCard, teacherWithClasses } from './test-support';

for (const database of testDatabases()) {
  describe(`workbook licences on the billing page, on ${database.name}`, () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    /** A teacher with two classes (3 and 2 students), on an account with this status. */
    async function teacherWithTwoClasses(
      status: BillingStatus = 'active',
      collection: CollectionMethod = 'send_invoice',
    ) {
      const { teacher, classIds, accountId } = await teacherWithClasses(
        app,
        [
          { title: 'Theology 9', students: 3 },
          { title: 'Confirmation', students: 2 },
        ],
        status,
        collection,
      );
      const [first, second] = classIds as [string, string];
      return { teacher, first, second, accountId };
    }

    const summaryPath = (accountId?: string) =>
      accountId
        ? `${billingWorkbookPaths.summary}?accountId=${encodeURIComponent(accountId)}`
        : billingWorkbookPaths.summary;
    const summaryOf = async (caller: Caller, accountId?: string) => {
      const answer = await send(app, 'GET', summaryPath(accountId), caller);
      expect(answer.statusCode).toBe(200);
      return answer.json() as AccountWorkbooks;
    };
    const buyHere = (caller: Caller, classId: string, quantity: number, extra: object = {}) =>
      send(app, 'POST', billingWorkbookPaths.purchases, caller, {
        classId,
        workbookId: COURSE_I,
        quantity,
        idempotencyKey: unique('billing-purchase-'),
        ...extra,
      });

    it('counts bought, assigned and unassigned per workbook and year, across two classes', async () => {
      const { teacher, first, second } = await teacherWithTwoClasses();
      // Three for the first class here, two for the second on its Workbooks tab.
      expect((await buyHere(teacher, first, 3)).statusCode).toBe(200);
      const onTab = await send(app, 'POST', workbooksPaths.purchases(second), teacher, {
        workbookId: COURSE_I,
        quantity: 2,
        idempotencyKey: unique('tab-purchase-'),
      });
      expect(onTab.statusCode).toBe(200);
      const assigned = await send(app, 'POST', workbooksPaths.assign(first), teacher, {
        workbookId: COURSE_I,
      });
      expect(assigned.json()).toEqual({ assigned: 3 });

      const summary = await summaryOf(teacher);
      const year = schoolYearOf(new Date());
      expect(summary.schoolYear).toEqual(year);
      expect(summary.schoolYear.endsOn).toMatch(/-07-31$/);
      expect(summary.standardOn).toBe(true);
      expect(summary.paused).toBe(false);
      expect(summary.unitCents).toBe(WORKBOOK_LICENCE_CENTS);
      expect(summary.classes).toEqual([
        { id: second, title: 'Confirmation', students: 2 },
        { id: first, title: 'Theology 9', students: 3 },
      ]);
      expect(summary.licences).toEqual([
        {
          workbookId: COURSE_I,
          title: expect.any(String),
          course: 'I',
          schoolYear: year,
          bought: 5,
          assigned: 3,
          unassigned: 2,
          classes: [
            { classId: second, title: 'Confirmation', bought: 2, assigned: 0 },
            { classId: first, title: 'Theology 9', bought: 3, assigned: 3 },
          ],
        },
      ]);
    });

    it('keeps each school year apart, the newest first', async () => {
      const { teacher, first, accountId } = await teacherWithTwoClasses();
      expect((await buyHere(teacher, first, 2)).statusCode).toBe(200);
      // Last year's licences (bought then): moved back a year in the database.
      const lastYear = `${Number(schoolYearOf(new Date()).endsOn.slice(0, 4)) - 1}-07-31`;
      const [one] = await app.db
        .selectFrom('workbook_licences')
        .select('id')
        .where('account_id', '=', accountId)
        .execute();
      await app.db
        .updateTable('workbook_licences')
        .set({ school_year: lastYear })
        .where('id', '=', one!.id)
        .execute();
      const summary = await summaryOf(teacher);
      expect(summary.licences.map((row) => [row.schoolYear.endsOn, row.bought])).toEqual([
        [schoolYearOf(new Date()).endsOn, 1],
        [lastYear, 1],
      ]);
    });

    it('is for the account’s managers only: another teacher and a co-teacher get 404', async () => {
      const { teacher, first, accountId } = await teacherWithTwoClasses();
      expect((await buyHere(teacher, first, 1)).statusCode).toBe(200);
      const stranger = await signedInUser(app);
      const coTeacher = await signedInCoTeacher(app, first, teacher.id);
      for (const caller of [stranger, coTeacher]) {
        const read = await send(app, 'GET', summaryPath(accountId), caller);
        expect(read.statusCode).toBe(404);
        expect(read.json()).toEqual({ errors: { account: BILLING_MESSAGES.noAccount } });
        const bought = await send(
          app,
          'POST',
          `${billingWorkbookPaths.purchases}?accountId=${accountId}`,
          caller,
          { classId: first, workbookId: COURSE_I, quantity: 1, idempotencyKey: unique('k-') },
        );
        expect(bought.statusCode).toBe(404);
        // Their own account shows none of the owner's licences.
        expect((await summaryOf(caller)).licences).toEqual([]);
      }
      const granted = await app.db
        .selectFrom('workbook_licences')
        .select('id')
        .where('account_id', '=', accountId)
        .execute();
      expect(granted).toHaveLength(1);
      expect((await send(app, 'GET', summaryPath(accountId), undefined)).statusCode).toBe(401);
    });

    it('buys only for the account’s own classes: another teacher’s class is 404', async () => {
      const { teacher } = await teacherWithTwoClasses();
      const other = await teacherWithTwoClasses();
      const refused = await buyHere(teacher, other.first, 2);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ errors: { classId: WORKBOOK_MESSAGES.classNotOnAccount } });
      const quote = await send(
        app,
        'GET',
        billingWorkbookPaths.quote(other.first, COURSE_I, 2),
        teacher,
      );
      expect(quote.statusCode).toBe(404);
      expect((await summaryOf(other.teacher)).licences).toEqual([]);
    });

    it('refuses without Standard with the one message, and buys nothing', async () => {
      const { teacher, first, accountId } = await teacherWithTwoClasses('free');
      const summary = await summaryOf(teacher);
      expect(summary.standardOn).toBe(false);
      for (const refusal of [
        await send(app, 'GET', billingWorkbookPaths.quote(first, COURSE_I, 3), teacher),
        await buyHere(teacher, first, 3),
      ]) {
        expect(refusal.statusCode).toBe(402);
        expect(refusal.json()).toEqual({
          errors: { plan: BILLING_MESSAGES.workbooksRequireStandard },
        });
      }
      const purchases = await app.db
        .selectFrom('workbook_purchases')
        .select('id')
        .where('account_id', '=', accountId)
        .execute();
      expect(purchases).toEqual([]);
    });

    it('refuses a bad body with a message, not a 500', async () => {
      const { teacher, first } = await teacherWithTwoClasses();
      for (const body of [
        { classId: first, workbookId: COURSE_I, quantity: 0, idempotencyKey: unique('k-') },
        { workbookId: COURSE_I, quantity: 2, idempotencyKey: unique('k-') },
        { classId: first, workbookId: 'no-such-book', quantity: 2, idempotencyKey: unique('k-') },
      ]) {
        const refused = await send(app, 'POST', billingWorkbookPaths.purchases, teacher, body);
        expect([400, 404]).toContain(refused.statusCode);
        expect(Object.values((refused.json() as { errors: object }).errors)[0]).toEqual(
          expect.any(String),
        );
      }
    });

    it('invoiced accounts: the server’s price, the licences at once, one item on the next invoice', async () => {
      const { teacher, first, accountId } = await teacherWithTwoClasses('active', 'send_invoice');
      const quote = await send(app, 'GET', billingWorkbookPaths.quote(first, COURSE_I, 3), teacher);
      expect(quote.statusCode).toBe(200);
      expect(quote.json()).toMatchObject({
        amountCents: 3 * WORKBOOK_LICENCE_CENTS,
        sentence: '3 students × $6.99 = $20.97',
        collectionMethod: 'send_invoice',
      });
      const bought = await buyHere(teacher, first, 3, { amountCents: 1 });
      expect(bought.json()).toMatchObject({
        status: 'invoiced',
        quantity: 3,
        amountCents: 3 * WORKBOOK_LICENCE_CENTS,
        payment: null,
      });
      const items = await app.db
        .selectFrom('billing_pending_items')
        .select(['amount_cents', 'source'])
        .where('account_id', '=', accountId)
        .execute();
      expect(items).toEqual([
        { amount_cents: 3 * WORKBOOK_LICENCE_CENTS, source: 'workbook_licences' },
      ]);
      expect((await summaryOf(teacher)).licences[0]).toMatchObject({ bought: 3, unassigned: 3 });
    });

    it('card accounts: nothing until the card pays, then the licences once', async () => {
      const { teacher, first } = await teacherWithTwoClasses('active', 'charge_automatically');
      const key = unique('billing-card-');
      const bought = await buyHere(teacher, first, 3, { idempotencyKey: key });
      const purchase = bought.json() as PurchaseAnswer;
      expect(purchase).toMatchObject({
        status: 'pending',
        amountCents: 3 * WORKBOOK_LICENCE_CENTS,
      });
      expect((await summaryOf(teacher)).licences).toEqual([]);

      const paid = await payByCard(app, purchase.payment!.clientSecret);
      expect(paid.statusCode).toBe(200);
      const confirmed = await send(
        app,
        'POST',
        workbooksPaths.confirm(purchase.purchaseId),
        teacher,
      );
      expect(confirmed.json()).toMatchObject({ status: 'paid', quantity: 3 });
      // The same review sent again is the same purchase: still three.
      const again = await buyHere(teacher, first, 3, { idempotencyKey: key });
      expect(again.json()).toMatchObject({ purchaseId: purchase.purchaseId, status: 'paid' });
      expect((await summaryOf(teacher)).licences[0]).toMatchObject({
        bought: 3,
        assigned: 0,
        classes: [{ classId: first, bought: 3, assigned: 0 }],
      });
    });
  });
}
