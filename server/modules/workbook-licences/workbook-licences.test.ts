import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WORKBOOK_LICENCE_CENTS,
  type BillingStatus,
  type CollectionMethod,
} from '../../../common/billing/plans';
import { BILLING_MESSAGES } from '../../../common/copy/billing';
import { WORKBOOK_MESSAGES } from '../../../common/copy/workbooks';
import { PROJECTS_API, type StudentActivitiesAnswer } from '../../../common/schemas/projects';
import {
  workbooksPaths,
  type ClassWorkbooksView,
  type PurchaseAnswer,
} from '../../../common/schemas/workbooks';
import { standardSignUpPath, WORKBOOK_IDS } from '../../../common/routes';
import { findWorkbook, WORKBOOKS } from '../../../common/workbooks';
import { testDatabases } from '../../../tests/support/databases';
import {
  insertClass,
  post,
  send,
  signedInCoTeacher,
  signedInStudent,
  signedInUser,
  unique,
  type Caller,
} from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import { buildPack } from '../../../tests/support/workbook-packs';
import { confirmLicencePayment } from './buy-licences';
import { COURSE_I, payByCard, teacherWithClasses } from './test-support';

describe('the workbook ids the routes prerender', () => {
  it('are every workbook’s, in order', () => {
    expect([...WORKBOOK_IDS]).toEqual(WORKBOOKS.map((workbook) => workbook.id));
  });
});

for (const database of testDatabases()) {
  describe(`workbook licences on ${database.name}`, () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    /** A teacher's class of `size` students, on an account with this status. */
    async function classroom(
      size: number,
      status: BillingStatus = 'active',
      collection: CollectionMethod = 'charge_automatically',
    ) {
      const { teacher, classIds, students, accountId } = await teacherWithClasses(
        app,
        [{ title: 'Theology 9', students: size }],
        status,
        collection,
      );
      return { teacher, classId: classIds[0]!, students: students[0]!, accountId };
    }

    const setStatus = (accountId: string, status: BillingStatus) =>
      app.db.updateTable('billing_accounts').set({ status }).where('id', '=', accountId).execute();

    const buy = (teacher: Caller, classId: string, quantity: number, extra: object = {}) =>
      send(app, 'POST', workbooksPaths.purchases(classId), teacher, {
        workbookId: COURSE_I,
        quantity,
        idempotencyKey: unique('purchase-key-'),
        ...extra,
      });

    const licencesOf = (classId: string) =>
      app.db.selectFrom('workbook_licences').selectAll().where('class_id', '=', classId).execute();

    /** Buys and pays `quantity` licences by card; answers the confirmed purchase. */
    async function boughtAndPaid(teacher: Caller, classId: string, quantity: number) {
      const bought = (await buy(teacher, classId, quantity)).json() as PurchaseAnswer;
      expect((await payByCard(app, bought.payment!.clientSecret)).statusCode).toBe(200);
      const confirmed = await send(app, 'POST', workbooksPaths.confirm(bought.purchaseId), teacher);
      expect(confirmed.statusCode).toBe(200);
      return confirmed.json() as PurchaseAnswer;
    }

    const assign = (teacher: Caller, classId: string, studentIds?: string[]) =>
      send(app, 'POST', workbooksPaths.assign(classId), teacher, {
        workbookId: COURSE_I,
        ...(studentIds ? { studentIds } : {}),
      });

    const addToClass = (teacher: Caller, classId: string) =>
      send(app, 'POST', workbooksPaths.addToClass(classId), teacher, { workbookId: COURSE_I });

    /** A reflection of the workbook in the class, and the id of its first question. */
    async function reflectionOf(teacher: Caller, classId: string) {
      const added = await addToClass(teacher, classId);
      expect(added.statusCode).toBe(200);
      const { activityIds } = added.json() as { activityIds: string[] };
      // Lectio's own reflections (a publisher pack another test uploaded may come beside them).
      const lectio = await app.db
        .selectFrom('activities')
        .select('id')
        .where('id', 'in', activityIds)
        .where('pack_id', 'is', null)
        .execute();
      expect(lectio).toHaveLength(findWorkbook(COURSE_I)!.activities.length);
      const activity = await app.db
        .selectFrom('activities')
        .select(['id', 'questions'])
        .where('id', '=', activityIds[0]!)
        .executeTakeFirstOrThrow();
      const [question] = JSON.parse(activity.questions) as { id: string }[];
      return { activityIds, activityId: activity.id, questionId: question!.id };
    }

    const write = (student: Caller, classId: string, activityId: string, questionId: string) =>
      send(app, 'PUT', PROJECTS_API.studentProject(classId, activityId), student, {
        answers: { [questionId]: '<p>God is not far from any one of us.</p>' },
      });

    async function listed(student: Caller) {
      const list = await send(app, 'GET', PROJECTS_API.studentActivities, student);
      expect(list.statusCode).toBe(200);
      return (list.json() as StudentActivitiesAnswer).activities.map((card) => card.activityId);
    }

    describe('the Standard guard', () => {
      it('refuses buying, assigning and adding on Small Class with the one message (402)', async () => {
        const { teacher, classId, accountId } = await classroom(3, 'free');
        const refusals = [
          await send(app, 'GET', workbooksPaths.quote(classId, COURSE_I, 3), teacher),
          await buy(teacher, classId, 3),
          await assign(teacher, classId),
          await addToClass(teacher, classId),
        ];
        for (const refusal of refusals) {
          expect(refusal.statusCode).toBe(402);
          expect(refusal.json()).toEqual({
            errors: { plan: BILLING_MESSAGES.workbooksRequireStandard },
          });
        }
        const purchases = await app.db
          .selectFrom('workbook_purchases')
          .selectAll()
          .where('account_id', '=', accountId)
          .execute();
        expect(purchases).toEqual([]);
      });

      for (const status of ['trialing', 'active'] as const) {
        it(`allows buying and assigning while ${status}`, async () => {
          const { teacher, classId, students } = await classroom(2, status, 'send_invoice');
          const quote = await send(app, 'GET', workbooksPaths.quote(classId, COURSE_I, 2), teacher);
          expect(quote.json()).toMatchObject({
            amountCents: 2 * WORKBOOK_LICENCE_CENTS,
            sentence: '2 students × $6.99 = $13.98',
          });
          expect((await buy(teacher, classId, 2)).statusCode).toBe(200);
          expect((await assign(teacher, classId)).json()).toEqual({ assigned: 2 });
          const held = (await licencesOf(classId)).map((licence) => licence.student_id).sort();
          expect(held).toEqual(students.map((student) => student.id).sort());
        });
      }

      it('lets only whoever may spend on the account buy (a co-teacher is refused)', async () => {
        const { teacher, classId } = await classroom(1);
        const coTeacher = await signedInCoTeacher(app, classId, teacher.id);
        const refused = await buy(coTeacher, classId, 1);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ errors: { account: BILLING_MESSAGES.noAccount } });
        const stranger = await signedInUser(app);
        expect((await buy(stranger, classId, 1)).statusCode).toBe(404);
      });
    });

    describe('paying by card', () => {
      it('grants the licences once, after the payment is re-read, at the server’s price', async () => {
        const { teacher, classId } = await classroom(25);
        const key = unique('purchase-key-');
        const body = { workbookId: COURSE_I, quantity: 25, idempotencyKey: key, amountCents: 1 };
        const bought = await send(app, 'POST', workbooksPaths.purchases(classId), teacher, body);
        expect(bought.statusCode).toBe(200);
        const purchase = bought.json() as PurchaseAnswer;
        // The tampered amount is ignored: 25 × $6.99.
        expect(purchase).toMatchObject({ status: 'pending', quantity: 25, amountCents: 17475 });
        const intent = await app.payments.retrieveIntent(purchase.payment!.intentId);
        expect(intent?.amountCents).toBe(17475);

        // Confirming before paying grants nothing.
        const early = await send(app, 'POST', workbooksPaths.confirm(purchase.purchaseId), teacher);
        expect(early.json()).toMatchObject({ status: 'pending' });
        expect(await licencesOf(classId)).toHaveLength(0);

        expect((await payByCard(app, purchase.payment!.clientSecret)).statusCode).toBe(200);
        const paid = await send(app, 'POST', workbooksPaths.confirm(purchase.purchaseId), teacher);
        expect(paid.json()).toMatchObject({ status: 'paid', payment: null });

        // Replays: the confirmation, the webhook's path, the same purchase request again.
        await send(app, 'POST', workbooksPaths.confirm(purchase.purchaseId), teacher);
        expect(await confirmLicencePayment(app, purchase.payment!.intentId)).toBe('paid');
        const again = await send(app, 'POST', workbooksPaths.purchases(classId), teacher, body);
        expect(again.json()).toMatchObject({ purchaseId: purchase.purchaseId, status: 'paid' });
        const licences = await licencesOf(classId);
        expect(licences).toHaveLength(25);
        expect(licences.every((licence) => licence.student_id === null)).toBe(true);
      });

      it('grants once when the confirmation and the webhook arrive together', async () => {
        const { teacher, classId } = await classroom(2);
        const purchase = (await buy(teacher, classId, 2)).json() as PurchaseAnswer;
        expect((await payByCard(app, purchase.payment!.clientSecret)).statusCode).toBe(200);
        // The local provider's confirm grants them already, as Stripe's webhook would.
        expect(await licencesOf(classId)).toHaveLength(2);
        await Promise.all([
          send(app, 'POST', workbooksPaths.confirm(purchase.purchaseId), teacher),
          confirmLicencePayment(app, purchase.payment!.intentId),
          confirmLicencePayment(app, purchase.payment!.intentId),
          send(app, 'POST', workbooksPaths.confirm(purchase.purchaseId), teacher),
        ]);
        expect(await licencesOf(classId)).toHaveLength(2);
      });

      it('grants nothing for a payment whose amount is not the purchase’s', async () => {
        const { teacher, classId } = await classroom(3);
        const purchase = (await buy(teacher, classId, 3)).json() as PurchaseAnswer;
        await app.payments.upsertIntent({
          intentId: purchase.payment!.intentId,
          amountCents: 100,
          currency: 'usd',
          idempotencyKey: unique('tamper-'),
          metadata: { kind: 'workbook_licences', purchaseId: purchase.purchaseId },
        });
        expect((await payByCard(app, purchase.payment!.clientSecret)).statusCode).toBe(200);
        const confirmed = await send(
          app,
          'POST',
          workbooksPaths.confirm(purchase.purchaseId),
          teacher,
        );
        expect(confirmed.json()).toMatchObject({ status: 'pending' });
        expect(await licencesOf(classId)).toHaveLength(0);
      });

      it('keeps another account’s purchase private', async () => {
        const { teacher, classId } = await classroom(1);
        const purchase = (await buy(teacher, classId, 1)).json() as PurchaseAnswer;
        const other = await signedInUser(app);
        const peek = await send(app, 'POST', workbooksPaths.confirm(purchase.purchaseId), other);
        expect(peek.statusCode).toBe(404);
      });
    });

    describe('invoiced accounts', () => {
      it('get the licences at once and one pending item for the next invoice', async () => {
        const { teacher, classId, accountId } = await classroom(4, 'active', 'send_invoice');
        const body = { workbookId: COURSE_I, quantity: 4, idempotencyKey: unique('key-') };
        const first = await send(app, 'POST', workbooksPaths.purchases(classId), teacher, body);
        const second = await send(app, 'POST', workbooksPaths.purchases(classId), teacher, body);
        const purchase = first.json() as PurchaseAnswer;
        expect(purchase).toMatchObject({ status: 'invoiced', amountCents: 2796, payment: null });
        expect(second.json()).toEqual(purchase);
        expect(await licencesOf(classId)).toHaveLength(4);
        const items = await app.db
          .selectFrom('billing_pending_items')
          .selectAll()
          .where('account_id', '=', accountId)
          .execute();
        expect(items).toHaveLength(1);
        expect(items[0]).toMatchObject({
          source: 'workbook_licences',
          source_id: purchase.purchaseId,
          quantity: 4,
          unit_cents: 699,
          amount_cents: 2796,
          invoice_id: null,
        });
      });
    });

    describe('assigning and moving', () => {
      it('refuses more students than unassigned licences, saying how many there are', async () => {
        const { teacher, classId } = await classroom(3, 'active', 'send_invoice');
        await buy(teacher, classId, 2);
        const refused = await assign(teacher, classId);
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toEqual({
          errors: { licences: WORKBOOK_MESSAGES.notEnoughLicences(2, 3) },
        });
        expect((await licencesOf(classId)).filter((l) => l.student_id)).toHaveLength(0);
      });

      it('moves a licence until its student writes in the workbook, then refuses (409)', async () => {
        const { teacher, classId, students } = await classroom(2);
        const [ana, ben] = students as [Caller, Caller];
        await boughtAndPaid(teacher, classId, 1);
        expect((await assign(teacher, classId, [ana.id])).json()).toEqual({ assigned: 1 });
        const { activityId, questionId } = await reflectionOf(teacher, classId);
        const [licence] = await licencesOf(classId);
        const move = (studentId: string | null) =>
          send(app, 'POST', workbooksPaths.move(classId, licence!.id), teacher, { studentId });

        expect((await move(ben.id)).statusCode).toBe(200);
        expect((await licencesOf(classId))[0]!.student_id).toBe(ben.id);
        // Ana has no licence now: the reflection is gone for her.
        expect((await write(ana, classId, activityId, questionId)).statusCode).toBe(404);
        expect((await write(ben, classId, activityId, questionId)).statusCode).toBe(200);
        expect((await licencesOf(classId))[0]!.first_written_at).not.toBeNull();

        const refused = await move(ana.id);
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toEqual({ errors: { licence: WORKBOOK_MESSAGES.licenceInUse } });
        expect((await move(null)).statusCode).toBe(409);
        expect((await licencesOf(classId))[0]!.student_id).toBe(ben.id);
      });

      it('refuses a student from another class', async () => {
        const { teacher, classId } = await classroom(1, 'active', 'send_invoice');
        const otherClass = await insertClass(app, teacher.id, 'Other');
        const outsider = await signedInStudent(app, teacher.id, [otherClass]);
        await buy(teacher, classId, 1);
        expect((await assign(teacher, classId, [outsider.id])).statusCode).toBe(400);
      });
    });

    describe('the class’s publisher pack version (point 9)', () => {
      /** A verified pack as the staff upload leaves it: stored privately and recorded. */
      const uploadPack = async (packId: string, version: number) => {
        const { envelope, zip } = await buildPack({ packId, version });
        const storageKey = `private/workbook-packs/${packId}-${version}.json`;
        await app.storage.put(storageKey, Buffer.from(JSON.stringify(envelope)), {
          contentType: 'application/json',
        });
        await app.db
          .insertInto('workbook_packs')
          .values({
            id: crypto.randomUUID(),
            pack_id: packId,
            workbook_id: COURSE_I,
            mode: 'adds',
            version,
            title: 'Publisher reflections',
            publisher: 'Example Press',
            key_id: 'test-key',
            sha256: createHash('sha256').update(zip).digest('hex'),
            storage_key: storageKey,
            size: zip.length,
            activity_count: 2,
            uploaded_by: null,
            uploaded_at: new Date().toISOString(),
          })
          .execute();
      };

      it('keeps the version it added until its teacher accepts a newer one', async () => {
        const { teacher, classId } = await classroom(1);
        const packId = unique('pack-');
        await uploadPack(packId, 1);
        await reflectionOf(teacher, classId);
        const packOf = async () => {
          const view = (
            await send(app, 'GET', workbooksPaths.classView(classId), teacher)
          ).json() as ClassWorkbooksView;
          return view.workbooks.find((workbook) => workbook.id === COURSE_I)!.packs;
        };
        expect(await packOf()).toEqual([
          { packId, acceptedVersion: 1, latestVersion: 1, newerAvailable: false },
        ]);

        await uploadPack(packId, 2);
        // Adding the workbook again does not move the class on.
        await addToClass(teacher, classId);
        expect(await packOf()).toEqual([
          { packId, acceptedVersion: 1, latestVersion: 2, newerAvailable: true },
        ]);

        const accept = (version: number) =>
          send(app, 'POST', workbooksPaths.acceptPack(classId, packId), teacher, { version });
        expect((await accept(9)).statusCode).toBe(404);
        expect((await accept(2)).statusCode).toBe(200);
        expect(await packOf()).toEqual([
          { packId, acceptedVersion: 2, latestVersion: 2, newerAvailable: false },
        ]);
        const back = await accept(1);
        expect(back.statusCode).toBe(409);
        expect(back.json()).toEqual({ errors: { version: WORKBOOK_MESSAGES.packOlder } });
        const stranger = await signedInUser(app);
        const refused = await send(
          app,
          'POST',
          workbooksPaths.acceptPack(classId, packId),
          stranger,
          { version: 2 },
        );
        expect(refused.statusCode).toBe(404);
      });
    });

    describe('the pricing page’s Standard button', () => {
      it('keeps the chosen period through sign-up, and only a path of this site', async () => {
        const signUp = (app_: string) =>
          post(app, '/api/auth/signup', {
            email: `${unique('buyer')}@example.org`,
            firstName: 'Ann',
            lastName: 'Teacher',
            password: 'Lectio12345',
            confirmPassword: 'Lectio12345',
            accountType: 'teacher',
            role: 5,
            app: app_,
          });
        const target = new URL(standardSignUpPath('year'), 'https://x.invalid');
        const kept = await signUp(target.searchParams.get('app')!);
        expect(kept.json()).toEqual({
          url: `/auth/teacher?checkEmail=1&app=${encodeURIComponent('/teacher/billing?start=year')}`,
        });
        const elsewhere = await signUp('//evil.example/teacher/billing');
        expect(elsewhere.json()).toEqual({ url: '/auth/teacher?checkEmail=1' });
      });
    });

    describe('what students see', () => {
      it('shows the reflections to licensed students only: nothing in lists, 404 by address', async () => {
        const { teacher, classId, students } = await classroom(2, 'active', 'send_invoice');
        const [licensed, unlicensed] = students as [Caller, Caller];
        await buy(teacher, classId, 1);
        await assign(teacher, classId, [licensed.id]);
        const { activityIds, activityId, questionId } = await reflectionOf(teacher, classId);

        expect(await listed(licensed)).toEqual(expect.arrayContaining(activityIds));
        expect(await listed(unlicensed)).toEqual([]);
        const url = PROJECTS_API.studentProject(classId, activityId);
        expect((await send(app, 'GET', url, licensed)).statusCode).toBe(200);
        expect((await send(app, 'GET', url, unlicensed)).statusCode).toBe(404);
        expect((await write(unlicensed, classId, activityId, questionId)).statusCode).toBe(404);
        const view = (
          await send(app, 'GET', workbooksPaths.classView(classId), teacher)
        ).json() as ClassWorkbooksView;
        expect(view.workbooks.find((workbook) => workbook.id === COURSE_I)).toMatchObject({
          added: true,
          licences: [{ studentId: licensed.id }],
        });
      });

      it('turns the reflections read-only when Standard lapses, keeping the writing', async () => {
        const { teacher, classId, students, accountId } = await classroom(1);
        const [ana] = students as [Caller];
        await boughtAndPaid(teacher, classId, 1);
        await assign(teacher, classId);
        const { activityId, questionId } = await reflectionOf(teacher, classId);
        expect((await write(ana, classId, activityId, questionId)).statusCode).toBe(200);

        await setStatus(accountId, 'canceled');
        const url = PROJECTS_API.studentProject(classId, activityId);
        const read = await send(app, 'GET', url, ana);
        expect(read.statusCode).toBe(200);
        expect(JSON.stringify(read.json())).toContain('God is not far from any one of us.');
        const save = await write(ana, classId, activityId, questionId);
        expect(save.statusCode).toBe(403);
        expect(save.json()).toEqual({ errors: { answers: WORKBOOK_MESSAGES.readOnly } });
        const submit = await send(
          app,
          'POST',
          PROJECTS_API.studentSubmit(classId, activityId),
          ana,
        );
        expect(submit.statusCode).toBe(403);
        expect(await listed(ana)).toContain(activityId);
        expect((await assign(teacher, classId)).statusCode).toBe(402);

        await setStatus(accountId, 'active');
        expect((await write(ana, classId, activityId, questionId)).statusCode).toBe(200);
      });
    });
  });
}
