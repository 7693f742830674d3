import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '../../../common/copy/billing';
import { testDatabases } from '../../../tests/support/databases';
import {
  insertClass,
  insertStudent,
  outbox,
  post,
  send,
  signedInUser,
  TEST_PASSWORD,
  unique,
  type Caller,
} from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import { LOCAL_BILLING_IN_PRODUCTION } from '../../adapters/billing/local';
import { runBillingJob, termStart } from './jobs';
import { markInvoicePaidOutOfBand, raiseInvoice } from './subscription';

const DAY = 86_400_000;
const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' };

/**
 * The subscription lifecycle on the local billing provider (issue 16, points 3, 4 and 10):
 * the same handler Stripe's webhook feeds, driven through the routes and the billing job on a
 * controlled clock.
 */
for (const database of testDatabases()) {
  describe(`the billing lifecycle on ${database.name}`, () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    /** A teacher with a class of `count` students who joined a minute apart (passwords set). */
    async function teacherWithStudents(count: number) {
      const teacher = await signedInUser(app, 'teacher', {
        email: `${unique('teacher')}@example.org`,
      });
      const classId = await insertClass(app, teacher.id, 'Theology 7A');
      const students: { id: string; username: string }[] = [];
      for (let index = 0; index < count; index += 1) {
        const student = await insertStudent(app, {
          administratorId: teacher.id,
          passwordHash: true,
        });
        await app.db
          .insertInto('class_students')
          .values({
            class_id: classId,
            student_id: student.id,
            joined_at: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
          })
          .execute();
        students.push({ id: student.id, username: student.username! });
      }
      return { teacher, classId, students };
    }
    const account = async (caller: Caller) => {
      const response = await send(app, 'GET', '/api/billing/account', caller);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as {
        account: Record<string, unknown> & {
          id: string;
          status: string;
          seats: { counted: number; billed: number };
        };
        invoices: { number: string; status: string; totalCents: number; kind: string }[];
      };
    };
    const checkoutIdOf = (url: string) => url.split('/').pop()!;
    const payCheckout = async (caller: Caller, url: string, card = GOOD_CARD) =>
      send(app, 'POST', `/api/billing/local/checkout/${checkoutIdOf(url)}/complete`, caller, {
        card,
      });
    const subscribeByCard = async (caller: Caller, period: 'month' | 'year') => {
      const started = await send(app, 'POST', '/api/billing/subscribe', caller, { period });
      expect(started.statusCode, started.body).toBe(200);
      const paid = await payCheckout(caller, started.json().url);
      expect(paid.statusCode, paid.body).toBe(200);
    };
    const signIn = (username: string) =>
      post(app, '/api/auth/student_login', { email: username, password: TEST_PASSWORD });

    it('shows the account to its teacher only, with the seats and how they were counted', async () => {
      const { teacher, classId, students } = await teacherWithStudents(3);
      const second = await insertClass(app, teacher.id, 'Theology 8B');
      await app.db
        .insertInto('class_students')
        .values({
          class_id: second,
          student_id: students[0]!.id,
          joined_at: new Date().toISOString(),
        })
        .execute();
      const view = await account(teacher);
      expect(view.account).toMatchObject({
        plan: 'small',
        status: 'free',
        trialAvailable: true,
        canManage: true,
        provider: 'local',
        sharedStudents: 1,
        nextCharge: null,
      });
      expect(view.account.seats).toMatchObject({ counted: 3, free: 5 });
      expect((view.account.classes as { id: string }[]).map((row) => row.id).sort()).toEqual(
        [classId, second].sort(),
      );
      const other = await signedInUser(app);
      const refused = await send(
        app,
        'GET',
        `/api/billing/account?accountId=${String(view.account.id)}`,
        other,
      );
      expect(refused.statusCode).toBe(404);
      expect(refused.json().errors.account).toBe(BILLING_MESSAGES.noAccount);
    });

    it('runs a trial that ends unpaid into a pause, and paying ends it; a second trial is refused', async () => {
      const { teacher, students } = await teacherWithStudents(7);
      const trial = await send(app, 'POST', '/api/billing/trial', teacher, {});
      expect(trial.statusCode, trial.body).toBe(200);
      expect(trial.json().account).toMatchObject({
        status: 'trialing',
        plan: 'standard',
        trialAvailable: false,
      });
      const again = await send(app, 'POST', '/api/billing/trial', teacher, {});
      expect(again.statusCode).toBe(409);
      expect(again.json().errors.plan).toBe(BILLING_MESSAGES.trialUsed);

      await runBillingJob(app, { now: new Date(Date.now() + 15 * DAY) });
      const paused = await account(teacher);
      expect(paused.account.status).toBe('paused');
      expect(paused.account.pausedStudents).toBe(2);

      // The first five sign in; the sixth and seventh are refused with the reason.
      expect((await signIn(students[0]!.username)).statusCode).toBe(200);
      expect((await signIn(students[4]!.username)).statusCode).toBe(200);
      const refused = await signIn(students[6]!.username);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors.email).toBe(BILLING_MESSAGES.studentPaused);
      expect(refused.json().errors.email).toContain('cannot sign in until it is paid');

      const pay = await send(app, 'POST', '/api/billing/pay', teacher, {});
      expect(pay.statusCode, pay.body).toBe(200);
      const checkout = await send(
        app,
        'GET',
        `/api/billing/local/checkout/${checkoutIdOf(pay.json().url)}`,
        teacher,
      );
      expect(checkout.json()).toMatchObject({ mode: 'subscription', seats: 7, amountCents: 700 });
      const declined = await payCheckout(teacher, pay.json().url, {
        ...GOOD_CARD,
        number: '4000 0000 0000 0002',
      });
      expect(declined.statusCode).toBe(402);
      expect(declined.json().errors.card).toBeTruthy();
      const paid = await payCheckout(teacher, pay.json().url);
      expect(paid.statusCode, paid.body).toBe(200);
      const twice = await payCheckout(teacher, pay.json().url);
      expect(twice.statusCode).toBe(409);
      const active = await account(teacher);
      expect(active.account).toMatchObject({ status: 'active', pausedAt: null, period: 'month' });
      expect(active.invoices).toHaveLength(1);
      expect(active.invoices[0]).toMatchObject({ status: 'paid', totalCents: 700 });
      expect(active.invoices[0]!.number).toMatch(/^INV-\d{4}-\d{4}$/);
      expect((await signIn(students[6]!.username)).statusCode).toBe(200);
    });

    it('reminds at 7, 14 and 21 days overdue once each, pauses at 30, and paying ends the pause', async () => {
      const { teacher, students } = await teacherWithStudents(6);
      await subscribeByCard(teacher, 'month');
      const { id: accountId } = (await account(teacher)).account;
      const issued = new Date();
      const invoice = await raiseInvoice(app, {
        accountId,
        kind: 'quote',
        lines: [{ description: 'Standard for 6 students, one year', quantity: 6, unitCents: 1000 }],
        poNumber: 'PO-4471',
        idempotencyKey: unique('po'),
        now: issued,
      });
      const row = await app.db
        .selectFrom('billing_invoices')
        .selectAll()
        .where('id', '=', invoice.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'open', po_number: 'PO-4471', total_cents: 6000 });
      const due = Date.parse(row.due_at!);
      expect(due - issued.getTime()).toBe(30 * DAY);
      const email = (
        await app.db
          .selectFrom('billing_accounts')
          .select('billing_email')
          .where('id', '=', accountId)
          .executeTakeFirstOrThrow()
      ).billing_email!;
      const reminders = async () =>
        (await outbox(app, email)).filter((sent) => sent.subject.includes(invoice.number));
      for (const day of [6, 7, 8, 14, 14, 21, 22]) {
        await runBillingJob(app, { now: new Date(due + day * DAY) });
      }
      expect((await reminders()).map((sent) => sent.subject)).toEqual([
        `Invoice ${invoice.number} is 7 days overdue`,
        `Invoice ${invoice.number} is 14 days overdue`,
        `Invoice ${invoice.number} is 21 days overdue`,
      ]);
      expect((await account(teacher)).account.status).toBe('past_due');
      await runBillingJob(app, { now: new Date(due + 30 * DAY) });
      expect((await account(teacher)).account.status).toBe('paused');
      expect((await signIn(students[5]!.username)).statusCode).toBe(403);
      expect((await reminders()).length).toBe(3);

      const pay = await send(app, 'POST', '/api/billing/pay', teacher, {});
      const checkout = await send(
        app,
        'GET',
        `/api/billing/local/checkout/${checkoutIdOf(pay.json().url)}`,
        teacher,
      );
      expect(checkout.json()).toMatchObject({
        mode: 'payment',
        amountCents: 6000,
        invoiceNumber: invoice.number,
      });
      expect((await payCheckout(teacher, pay.json().url)).statusCode).toBe(200);
      const after = await account(teacher);
      expect(after.account).toMatchObject({ status: 'active', pausedAt: null, pastDueSince: null });
      expect((await signIn(students[5]!.username)).statusCode).toBe(200);
    });

    it('marks an invoice paid out of band through the provider', async () => {
      const { teacher } = await teacherWithStudents(6);
      await subscribeByCard(teacher, 'year');
      const { id: accountId } = (await account(teacher)).account;
      const invoice = await raiseInvoice(app, {
        accountId,
        kind: 'quote',
        lines: [{ description: 'Standard', quantity: 1, unitCents: 500 }],
        poNumber: 'PO-1',
        idempotencyKey: unique('po'),
        now: new Date(),
      });
      await markInvoicePaidOutOfBand(app, invoice.id, new Date());
      const view = await account(teacher);
      expect(view.invoices.find((row) => row.number === invoice.number)?.status).toBe('paid');
    });

    it('bills a trial that converts for the students counted at its end, not at its start', async () => {
      const { teacher, classId } = await teacherWithStudents(5);
      expect((await send(app, 'POST', '/api/billing/trial', teacher, {})).statusCode).toBe(200);
      const added = await post(
        app,
        `/api/classroom/classes/${classId}/students`,
        { students: ['Ana', 'Ben', 'Cy'].map((firstName) => ({ firstName, lastName: 'Trial' })) },
        { cookies: teacher.cookies },
      );
      expect(added.statusCode, added.body).toBe(201);
      await runBillingJob(app, { now: new Date() });
      const view = await account(teacher);
      expect(view.account).toMatchObject({ status: 'trialing' });
      expect(view.account.seats).toMatchObject({ counted: 8, billed: 8 });
      // Nothing is charged while the trial lasts.
      expect(view.invoices).toHaveLength(0);
    });

    it("brings the seats to the provider before a trial converts in the same job run: the first invoice bills today's count", async () => {
      const { teacher, classId } = await teacherWithStudents(6);
      expect((await send(app, 'POST', '/api/billing/trial', teacher, {})).statusCode).toBe(200);
      const card = await send(app, 'POST', '/api/billing/card', teacher, {});
      expect(card.statusCode, card.body).toBe(200);
      expect((await payCheckout(teacher, card.json().url)).statusCode).toBe(200);
      const added = await post(
        app,
        `/api/classroom/classes/${classId}/students`,
        { students: ['Ana', 'Ben', 'Cy'].map((firstName) => ({ firstName, lastName: 'Late' })) },
        { cookies: teacher.cookies },
      );
      expect(added.statusCode, added.body).toBe(201);
      const { trial_ends_at: trialEnd } = await app.db
        .selectFrom('billing_accounts')
        .select('trial_ends_at')
        .where('user_id', '=', teacher.id)
        .executeTakeFirstOrThrow();
      // One run: the roster grew during the trial, and the clock has passed the trial's end.
      await runBillingJob(app, { now: new Date(Date.parse(trialEnd!) + 60_000) });
      const view = await account(teacher);
      expect(view.account).toMatchObject({ status: 'active' });
      expect(view.invoices).toHaveLength(1);
      expect(view.invoices[0]).toMatchObject({ kind: 'subscription', totalCents: 9 * 100 });
    });

    it('bills students added mid-month prorated on the next invoice', async () => {
      const { teacher, classId } = await teacherWithStudents(6);
      await subscribeByCard(teacher, 'month');
      const start = await app.db
        .selectFrom('billing_accounts')
        .select(['current_period_start', 'current_period_end'])
        .where('user_id', '=', teacher.id)
        .executeTakeFirstOrThrow();
      const periodStart = Date.parse(start.current_period_start!);
      const periodEnd = Date.parse(start.current_period_end!);
      // Added through the roster, whose seat gate counts them at once.
      const added = await post(
        app,
        `/api/classroom/classes/${classId}/students`,
        {
          students: ['Ana', 'Ben', 'Cy', 'Dee'].map((firstName) => ({
            firstName,
            lastName: 'Mid',
          })),
        },
        { cookies: teacher.cookies },
      );
      expect(added.statusCode, added.body).toBe(201);
      const half = new Date(periodStart + (periodEnd - periodStart) / 2);
      await runBillingJob(app, { now: half });
      await runBillingJob(app, { now: new Date(half.getTime() + 60_000) });
      expect((await account(teacher)).account.seats.billed).toBe(10);
      await runBillingJob(app, { now: new Date(periodEnd + 60_000) });
      const view = await account(teacher);
      const renewal = view.invoices[0]!;
      // 10 × $1 for the new month, and 4 × $1 for half a month: $2.
      expect(renewal).toMatchObject({
        kind: 'subscription',
        status: 'paid',
        totalCents: 1000 + 200,
      });
      expect(view.invoices).toHaveLength(2);
    });

    it('lets an annual account grow within its buffer, then raises one true-up per term', async () => {
      const { teacher, classId } = await teacherWithStudents(20);
      await subscribeByCard(teacher, 'year');
      const periodStart = Date.parse(
        (
          await app.db
            .selectFrom('billing_accounts')
            .select('current_period_start')
            .where('user_id', '=', teacher.id)
            .executeTakeFirstOrThrow()
        ).current_period_start!,
      );
      // Added through the roster, whose seat gate counts them at once.
      const add = async (count: number) => {
        const added = await post(
          app,
          `/api/classroom/classes/${classId}/students`,
          {
            students: Array.from({ length: count }, (_, index) => ({
              firstName: `Late${index}`,
              lastName: 'Joiner',
            })),
          },
          { cookies: teacher.cookies },
        );
        expect(added.statusCode, added.body).toBe(201);
      };
      await add(5); // 25: within 20 + max(5, 1)
      const soon = new Date(periodStart + 10 * DAY);
      await runBillingJob(app, { now: soon });
      expect((await account(teacher)).invoices).toHaveLength(1);
      await add(3); // 28: above the allowance of 25
      await runBillingJob(app, { now: new Date(soon.getTime() + DAY) });
      await add(10);
      await runBillingJob(app, { now: new Date(soon.getTime() + 2 * DAY) });
      const view = await account(teacher);
      const trueUps = view.invoices.filter((row) => row.kind === 'true_up');
      expect(trueUps).toHaveLength(1);
      expect(view.account.seats.billed).toBe(28);
      expect(trueUps[0]!.totalCents).toBeGreaterThan(0);
      expect(trueUps[0]!.totalCents).toBeLessThan(8 * 1000);
      expect(termStart('2026-09-01T00:00:00.000Z', new Date('2027-02-01T00:00:00Z'))).toBe(
        '2027-01-01T00:00:00.000Z',
      );
      expect(termStart('2026-09-01T00:00:00.000Z', new Date('2026-12-01T00:00:00Z'))).toBe(
        '2026-09-01T00:00:00.000Z',
      );
    });

    it('prorates a switch from monthly to annual, and cancels at the period end', async () => {
      const { teacher } = await teacherWithStudents(6);
      expect((await account(teacher)).account.card).toBeNull();
      await subscribeByCard(teacher, 'month');
      // The manage page shows the card the checkout took.
      expect((await account(teacher)).account.card).toEqual({ last4: '4242' });
      const switched = await send(app, 'POST', '/api/billing/period', teacher, { period: 'year' });
      expect(switched.statusCode, switched.body).toBe(200);
      const view = switched.json() as Awaited<ReturnType<typeof account>>;
      expect(view.account.period).toBe('year');
      const proration = view.invoices.find((row) => row.kind === 'proration')!;
      // 6 × $10 for the year, less the unused (almost whole) month of 6 × $1.
      expect(proration.totalCents).toBeLessThan(6000);
      expect(proration.totalCents).toBeGreaterThanOrEqual(5400);
      // Cancelling can be undone while the period lasts, then done again.
      const first = await send(app, 'POST', '/api/billing/cancel', teacher, {});
      expect(first.json().account.cancelAtPeriodEnd).toBe(true);
      const resumed = await send(app, 'POST', '/api/billing/resume', teacher, {});
      expect(resumed.statusCode, resumed.body).toBe(200);
      expect(resumed.json().account).toMatchObject({ cancelAtPeriodEnd: false, status: 'active' });
      const canceled = await send(app, 'POST', '/api/billing/cancel', teacher, {});
      expect(canceled.statusCode).toBe(200);
      expect(canceled.json().account.cancelAtPeriodEnd).toBe(true);
      const end = Date.parse(String(canceled.json().account.currentPeriodEnd));
      await runBillingJob(app, { now: new Date(end + DAY) });
      expect((await account(teacher)).account).toMatchObject({ status: 'canceled', plan: 'small' });
    });

    it('refuses webhooks without a valid signature', async () => {
      const unsigned = await app.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
        payload: JSON.stringify({ id: 'evt_1', type: 'invoice.paid' }),
      });
      expect(unsigned.statusCode).toBe(400);
    });
  });
}

describe('the local billing provider in production', () => {
  it('refuses to start', async () => {
    const { createLocalBillingProvider } = await import('../../adapters/billing/local');
    expect(() => createLocalBillingProvider({ db: {} as never, production: true })).toThrow(
      LOCAL_BILLING_IN_PRODUCTION,
    );
  });
});
