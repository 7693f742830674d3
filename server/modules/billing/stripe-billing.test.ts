import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '../../../common/copy/billing';
import { BILLING_API } from '../../../common/schemas/billing';
import { CLASSROOM_API } from '../../../common/schemas/classroom';
import { testDatabases } from '../../../tests/support/databases';
import {
  insertClass,
  insertStudent,
  send,
  signedInUser,
  unique,
  type Caller,
} from '../../../tests/support/factories';
import {
  startFakeStripe,
  type FakeEvent,
  type FakeStripe,
} from '../../../tests/support/fake-stripe';
import { buildTestApp } from '../../../tests/support/test-app';
import { createStripeClient } from '../../adapters/payments/stripe';
import { WEBHOOK_ERRORS } from '../../adapters/payments/webhook-errors';
import { accountForOwner } from './billing-accounts';
import { recountSeats } from './count-seats';
import { runBillingJob } from './jobs';
import { raiseInvoice } from './subscription';

const DAY = 86_400_000;

/**
 * Stripe Billing end to end (issue 16, points 10 and 12): the app on Stripe keys, the Stripe
 * API a loopback double (tests/support/fake-stripe.ts) that also delivers the signed events to
 * POST /api/billing/webhook over HTTP. The handler trusts an event only for the id it names:
 * every change follows what it reads back from the double.
 */
for (const database of testDatabases()) {
  describe(`Stripe Billing through its webhook on ${database.name}`, () => {
    let app: FastifyInstance;
    let fake: FakeStripe;

    beforeAll(async () => {
      fake = await startFakeStripe();
      app = await buildTestApp(await database.create(), fake.env);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      fake.setWebhookUrl(`http://127.0.0.1:${port}${BILLING_API.webhook}`);
    });
    afterAll(async () => {
      await app.close();
      await fake.close();
      await database.dropAll();
    });
    beforeEach(() => {
      fake.requests.length = 0;
    });

    /** A teacher with a class and five students seated in it: Small Class, full. */
    async function fullSmallClass() {
      const teacher = await signedInUser(app, 'teacher', {
        email: `${unique('teacher')}@example.org`,
      });
      const classId = await insertClass(app, teacher.id, 'Theology 7A');
      for (let index = 0; index < 5; index++) {
        await insertStudent(app, { administratorId: teacher.id, classIds: [classId] });
      }
      await app.db.transaction().execute(async (trx) => {
        await recountSeats(trx, (await accountForOwner(trx, teacher.id)).id);
      });
      return { teacher, classId };
    }
    const addSixth = (teacher: Caller, classId: string) =>
      send(app, 'POST', CLASSROOM_API.students(classId), teacher, {
        students: [{ firstName: 'Sixth', lastName: unique('Student') }],
      });
    const accountOf = (teacherId: string) => accountForOwner(app.db, teacherId);
    const ofType = (events: FakeEvent[], type: string) => {
      const found = events.find((event) => event.type === type);
      expect(found, `${type} in ${events.map((event) => event.type).join(', ')}`).toBeTruthy();
      return found!;
    };
    const deliverOk = async (event: FakeEvent) => {
      const answer = await fake.deliver(event);
      expect(answer.status, answer.body).toBe(200);
      return JSON.parse(answer.body) as { received: true; duplicate?: true };
    };
    const fetched = () =>
      fake.requests.filter((request) => request.method === 'GET').map((request) => request.path);
    const recorded = async (eventId: string) =>
      (await app.db.selectFrom('billing_events').select('id').where('id', '=', eventId).execute())
        .length;

    /** Subscribe through the route, complete the checkout at the double: the events it sent. */
    async function subscribeAtStripe(teacher: Caller) {
      const started = await send(app, 'POST', BILLING_API.subscribe, teacher, { period: 'month' });
      expect(started.statusCode, started.body).toBe(200);
      const url = (started.json() as { url: string }).url;
      expect(url.startsWith(fake.apiUrl)).toBe(true);
      const session = [...fake.checkoutSessions.values()].find((row) => row.url === url)!;
      expect(session).toMatchObject({ mode: 'subscription', status: 'open' });
      return { sessionId: String(session.id), events: fake.completeCheckout(String(session.id)) };
    }

    it('uses Stripe Billing when the Stripe keys are set', () => {
      expect(app.billing.name).toBe('stripe');
    });

    it('refuses a sixth student on Small Class; subscribing at Stripe and its signed events seat them', async () => {
      const { teacher, classId } = await fullSmallClass();
      const refused = await addSixth(teacher, classId);
      expect(refused.statusCode, refused.body).toBe(402);
      expect(refused.json().errors.plan).toBe(BILLING_MESSAGES.planRequired);

      const { sessionId, events } = await subscribeAtStripe(teacher);
      const before = await accountOf(teacher.id);
      expect(before).toMatchObject({ plan: 'small', provider: 'stripe' });
      expect(before.provider_customer_id).toMatch(/^cus_/);
      // Paid at Stripe, nothing delivered yet: still refused.
      expect((await addSixth(teacher, classId)).statusCode).toBe(402);

      fake.requests.length = 0;
      const completed = ofType(events, 'checkout.session.completed');
      expect(await deliverOk(completed)).toEqual({ received: true });
      const subscriptionId = String(fake.checkoutSessions.get(sessionId)!.subscription);
      // The event was only a pointer: the session and its subscription were read again.
      expect(fetched()).toEqual(
        expect.arrayContaining([
          `/v1/checkout/sessions/${sessionId}`,
          `/v1/subscriptions/${subscriptionId}`,
        ]),
      );
      const active = await accountOf(teacher.id);
      expect(active).toMatchObject({
        plan: 'standard',
        status: 'active',
        period: 'month',
        provider_subscription_id: subscriptionId,
        seats_billed: 5,
        collection_method: 'charge_automatically',
      });
      expect(await recorded(completed.id)).toBe(1);

      // The subscription's own events agree, and the first invoice is mirrored.
      expect(await deliverOk(ofType(events, 'customer.subscription.created'))).toEqual({
        received: true,
      });
      await deliverOk(ofType(events, 'invoice.paid'));
      const invoices = await app.db
        .selectFrom('billing_invoices')
        .selectAll()
        .where('account_id', '=', active.id)
        .execute();
      expect(invoices).toMatchObject([
        { status: 'paid', total_cents: 500, kind: 'subscription', paid_via: 'card' },
      ]);
      expect((await accountOf(teacher.id)).status).toBe('active');

      const seated = await addSixth(teacher, classId);
      expect(seated.statusCode, seated.body).toBe(201);
    });

    it("follows the subscription it reads back, not the event's body; a replayed event changes nothing", async () => {
      const { teacher } = await fullSmallClass();
      const { events } = await subscribeAtStripe(teacher);
      await deliverOk(ofType(events, 'checkout.session.completed'));
      const account = await accountOf(teacher.id);
      const subscriptionId = account.provider_subscription_id!;
      const stored = fake.subscriptions.get(subscriptionId)!;

      // A genuine signature over a body that says "canceled, 99 seats": the double says active.
      const forged = fake.event('customer.subscription.updated', {
        ...stored,
        status: 'canceled',
        cancel_at_period_end: true,
        items: { object: 'list', data: [{ id: 'si_x', quantity: 99 }] },
      });
      fake.requests.length = 0;
      await deliverOk(forged);
      expect(fetched()).toContain(`/v1/subscriptions/${subscriptionId}`);
      expect(await accountOf(teacher.id)).toMatchObject({
        plan: 'standard',
        status: 'active',
        seats_billed: 5,
        cancel_at_period_end: 0,
      });

      // And the other way round: the double changed, the event's body did not say so.
      stored.cancel_at_period_end = true;
      const stale = fake.event('customer.subscription.updated', {
        ...stored,
        cancel_at_period_end: false,
      });
      await deliverOk(stale);
      expect((await accountOf(teacher.id)).cancel_at_period_end).toBe(1);

      // The same event again (Stripe retries): recorded once, nothing read, nothing changed.
      stored.cancel_at_period_end = false;
      fake.requests.length = 0;
      expect(await deliverOk(stale)).toEqual({ received: true, duplicate: true });
      expect(fake.requests).toEqual([]);
      expect(await recorded(stale.id)).toBe(1);
      expect((await accountOf(teacher.id)).cancel_at_period_end).toBe(1);
    });

    it('answers 400 to a forged, stale, unsigned or altered event and records nothing', async () => {
      const { teacher } = await fullSmallClass();
      const { events } = await subscribeAtStripe(teacher);
      const completed = ofType(events, 'checkout.session.completed');
      fake.requests.length = 0;
      const refusals = [
        await fake.deliver(completed, { secret: 'whsec_someone_else' }),
        await fake.deliver(completed, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
        await fake.deliver(
          { ...completed, payload: completed.payload.replace('"complete"', '"open"') },
          { signature: fake.signature(completed.payload) },
        ),
        await fake.deliver(completed, { signature: 'nonsense' }),
      ];
      for (const refusal of refusals) {
        expect(refusal.status, refusal.body).toBe(400);
        expect(JSON.parse(refusal.body)).toEqual({
          errors: { signature: WEBHOOK_ERRORS.badSignature },
        });
      }
      const unsigned = await app.inject({
        method: 'POST',
        url: BILLING_API.webhook,
        headers: { 'content-type': 'application/json' },
        payload: completed.payload,
      });
      expect(unsigned.statusCode).toBe(400);
      expect(unsigned.json()).toEqual({ errors: { signature: WEBHOOK_ERRORS.missingSignature } });
      expect(await recorded(completed.id)).toBe(0);
      expect(await accountOf(teacher.id)).toMatchObject({ plan: 'small' });
      // Nothing was read from Stripe for them.
      expect(fake.requests).toEqual([]);
    });

    it('ends the pause of an account 30 days overdue when the invoice.paid event arrives', async () => {
      const { teacher, classId } = await fullSmallClass();
      const { events } = await subscribeAtStripe(teacher);
      await deliverOk(ofType(events, 'checkout.session.completed'));
      const account = await accountOf(teacher.id);
      const now = new Date();
      const raised = await raiseInvoice(app, {
        accountId: account.id,
        kind: 'licences',
        lines: [{ description: 'Workbook licences', quantity: 30, unitCents: 500 }],
        idempotencyKey: `licences:${account.id}`,
        now,
      });
      const row = await app.db
        .selectFrom('billing_invoices')
        .selectAll()
        .where('id', '=', raised.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        status: 'open',
        collection_method: 'send_invoice',
        total_cents: 15_000,
      });
      const stripeInvoice = fake.invoices.get(row.provider_invoice_id!)!;
      expect(stripeInvoice).toMatchObject({ status: 'open', days_until_due: 30 });

      await runBillingJob(app, { now: new Date(now.getTime() + 61 * DAY) });
      const paused = await accountOf(teacher.id);
      expect(paused.status).toBe('paused');
      expect(paused.paused_at).not.toBeNull();
      expect((await addSixth(teacher, classId)).statusCode).toBe(402);

      // The school pays on Stripe's hosted page; Stripe says so.
      const paid = fake.payInvoice(String(stripeInvoice.id));
      fake.requests.length = 0;
      await deliverOk(ofType(paid, 'invoice.paid'));
      expect(fetched()).toContain(`/v1/invoices/${String(stripeInvoice.id)}`);
      expect(await accountOf(teacher.id)).toMatchObject({
        status: 'active',
        paused_at: null,
        past_due_since: null,
      });
      const mirrored = await app.db
        .selectFrom('billing_invoices')
        .select(['status', 'paid_via', 'amount_paid_cents'])
        .where('id', '=', raised.id)
        .executeTakeFirstOrThrow();
      expect(mirrored).toEqual({ status: 'paid', paid_via: 'offline', amount_paid_cents: 15_000 });
      expect((await addSixth(teacher, classId)).statusCode).toBe(201);
    });

    it('pauses the account when the double pauses a trial that ended without a card', async () => {
      const { teacher, classId } = await fullSmallClass();
      const trial = await send(app, 'POST', BILLING_API.trial, teacher, {});
      expect(trial.statusCode, trial.body).toBe(200);
      const trialing = await accountOf(teacher.id);
      expect(trialing).toMatchObject({ plan: 'standard', status: 'trialing', trial_used: 1 });
      const subscriptionId = trialing.provider_subscription_id!;
      expect(fake.subscriptions.get(subscriptionId)).toMatchObject({
        status: 'trialing',
        trial_settings: { end_behavior: { missing_payment_method: 'pause' } },
      });
      expect((await addSixth(teacher, classId)).statusCode).toBe(201);

      const ended = fake.endTrial(subscriptionId);
      expect(fake.subscriptions.get(subscriptionId)!.status).toBe('paused');
      await deliverOk(ofType(ended, 'customer.subscription.paused'));
      const paused = await accountOf(teacher.id);
      expect(paused).toMatchObject({ plan: 'standard', status: 'paused' });
      expect(paused.paused_at).not.toBeNull();
      const refused = await addSixth(teacher, classId);
      expect(refused.statusCode, refused.body).toBe(402);
      expect(refused.json().planChoice.reason).toBe('paused');
      // The updated event that follows changes nothing more.
      await deliverOk(ofType(ended, 'customer.subscription.updated'));
      expect((await accountOf(teacher.id)).paused_at).toBe(paused.paused_at);
    });

    it('numbers no draft: a renewal is mirrored once Stripe finalizes it, with its final lines', async () => {
      const { teacher } = await fullSmallClass();
      const { events } = await subscribeAtStripe(teacher);
      await deliverOk(ofType(events, 'checkout.session.completed'));
      const account = await accountOf(teacher.id);
      const invoicesOf = () =>
        app.db
          .selectFrom('billing_invoices')
          .select(['id', 'provider_invoice_id', 'status', 'total_cents', 'number'])
          .where('account_id', '=', account.id)
          .execute();
      const before = await invoicesOf();

      const renewal = fake.draftRenewal(account.provider_subscription_id!);
      await deliverOk(ofType(renewal.events, 'invoice.created'));
      // A draft may still change (items added in the hour before Stripe finalizes it).
      expect(await invoicesOf()).toEqual(before);
      const client = createStripeClient({ secretKey: 'sk_test_lectio_fake', apiUrl: fake.apiUrl });
      await client.invoiceItems.create({
        customer: account.provider_customer_id!,
        invoice: renewal.invoiceId,
        amount: 300,
        currency: 'usd',
        description: 'Three students added mid-month',
      });
      await deliverOk(ofType(fake.finalizeInvoice(renewal.invoiceId), 'invoice.finalized'));
      const mirrored = (await invoicesOf()).find(
        (row) => row.provider_invoice_id === renewal.invoiceId,
      );
      expect(mirrored).toMatchObject({ status: 'open', total_cents: 800 });
      const lines = await app.db
        .selectFrom('billing_invoice_lines')
        .select(['amount_cents'])
        .where('invoice_id', '=', mirrored!.id)
        .orderBy('position')
        .execute();
      expect(lines.map((line) => line.amount_cents)).toEqual([500, 300]);
    });

    it('replaces the trial with the paid subscription and ends the trial at Stripe; its late events change nothing', async () => {
      const { teacher } = await fullSmallClass();
      expect((await send(app, 'POST', BILLING_API.trial, teacher, {})).statusCode).toBe(200);
      const trialId = (await accountOf(teacher.id)).provider_subscription_id!;
      const { events } = await subscribeAtStripe(teacher);
      fake.requests.length = 0;
      await deliverOk(ofType(events, 'checkout.session.completed'));
      expect(
        fake.requests.some(
          (request) =>
            request.method === 'DELETE' && request.path === `/v1/subscriptions/${trialId}`,
        ),
      ).toBe(true);
      const paid = await accountOf(teacher.id);
      expect(paid).toMatchObject({ status: 'active', trial_ends_at: null });
      expect(paid.provider_subscription_id).not.toBe(trialId);
      expect(fake.subscriptions.get(trialId)!.status).toBe('canceled');
      const deleted = fake.events.filter(
        (event) =>
          event.type === 'customer.subscription.deleted' && event.payload.includes(trialId),
      );
      expect(deleted).toHaveLength(1);
      await deliverOk(deleted[0]!);
      // The trial's own older "created" event, delivered late, changes nothing either.
      const trialCreated = fake.events.find(
        (event) =>
          event.type === 'customer.subscription.created' && event.payload.includes(trialId),
      )!;
      await deliverOk(trialCreated);
      expect(await accountOf(teacher.id)).toMatchObject({
        plan: 'standard',
        status: 'active',
        provider_subscription_id: paid.provider_subscription_id,
      });
    });

    it('retries a trial whose answers were lost with the same keys: the same customer and subscription, renamed and recounted, not a 400', async () => {
      const { teacher, classId } = await fullSmallClass();
      const started = await send(app, 'POST', BILLING_API.trial, teacher, {});
      expect(started.statusCode, started.body).toBe(200);
      const first = await accountOf(teacher.id);
      // Stripe made the customer and the trial, but Lectio lost its answers (a crash), and
      // before the retry the account was renamed and a sixth student was seated.
      await app.db
        .updateTable('billing_accounts')
        .set({
          name: 'St. Anne School',
          plan: 'small',
          status: 'free',
          trial_used: 0,
          trial_ends_at: null,
          provider_customer_id: null,
          provider_subscription_id: null,
        })
        .where('id', '=', first.id)
        .execute();
      await insertStudent(app, { administratorId: teacher.id, classIds: [classId] });
      await app.db.transaction().execute((trx) => recountSeats(trx, first.id));

      const retried = await send(app, 'POST', BILLING_API.trial, teacher, {});
      expect(retried.statusCode, retried.body).toBe(200);
      const after = await accountOf(teacher.id);
      expect(after).toMatchObject({
        status: 'trialing',
        provider_customer_id: first.provider_customer_id,
        provider_subscription_id: first.provider_subscription_id,
        seats_billed: 6,
      });
      expect(fake.customers.get(first.provider_customer_id!)).toMatchObject({
        name: 'St. Anne School',
      });
    });

    it('brings the sixth seat to Stripe: the billing job prorates the new quantity', async () => {
      const { teacher, classId } = await fullSmallClass();
      const { events } = await subscribeAtStripe(teacher);
      await deliverOk(ofType(events, 'checkout.session.completed'));
      expect((await addSixth(teacher, classId)).statusCode).toBe(201);
      const account = await accountOf(teacher.id);
      expect(account).toMatchObject({ seats_counted: 6, seats_billed: 5 });
      const subscriptionId = account.provider_subscription_id!;
      fake.requests.length = 0;
      await runBillingJob(app, { now: new Date() });
      const update = fake.requests.find(
        (request) =>
          request.method === 'POST' && request.path === `/v1/subscriptions/${subscriptionId}`,
      );
      expect(update?.form).toMatchObject({
        'items[0][quantity]': '6',
        proration_behavior: 'create_prorations',
      });
      expect((await accountOf(teacher.id)).seats_billed).toBe(6);
      const item = (
        fake.subscriptions.get(subscriptionId)!.items as { data: { quantity: number }[] }
      ).data[0]!;
      expect(item.quantity).toBe(6);
    });

    it('answers 500 when the re-read fails, and handles the event when Stripe delivers it again', async () => {
      const { teacher } = await fullSmallClass();
      const { events } = await subscribeAtStripe(teacher);
      const completed = ofType(events, 'checkout.session.completed');
      fake.failNext(400, { type: 'invalid_request_error', message: 'Something went wrong' });
      const failed = await fake.deliver(completed);
      expect(failed.status, failed.body).toBe(500);
      expect(await recorded(completed.id)).toBe(0);
      expect((await accountOf(teacher.id)).plan).toBe('small');
      expect(await deliverOk(completed)).toEqual({ received: true });
      expect(await accountOf(teacher.id)).toMatchObject({ plan: 'standard', status: 'active' });
    });

    it('makes the card of a setup checkout the one charged, so the trial ends paid instead of paused', async () => {
      const { teacher } = await fullSmallClass();
      expect((await send(app, 'POST', BILLING_API.trial, teacher, {})).statusCode).toBe(200);
      const account = await accountOf(teacher.id);
      const subscriptionId = account.provider_subscription_id!;
      const started = await send(app, 'POST', BILLING_API.card, teacher, {});
      expect(started.statusCode, started.body).toBe(200);
      const url = (started.json() as { url: string }).url;
      const session = [...fake.checkoutSessions.values()].find((row) => row.url === url)!;
      expect(session).toMatchObject({ mode: 'setup', customer: account.provider_customer_id });
      const events = fake.completeCheckout(String(session.id));
      await deliverOk(ofType(events, 'checkout.session.completed'));
      const card = fake.setupIntents.get(String(session.setup_intent))!.payment_method;
      expect(card).toMatch(/^pm_/);
      expect(fake.subscriptions.get(subscriptionId)!.default_payment_method).toBe(card);
      expect(
        (
          fake.customers.get(account.provider_customer_id!)!.invoice_settings as Record<
            string,
            unknown
          >
        ).default_payment_method,
      ).toBe(card);

      const ended = fake.endTrial(subscriptionId);
      expect(fake.subscriptions.get(subscriptionId)!.status).toBe('active');
      await deliverOk(ofType(ended, 'customer.subscription.updated'));
      expect(await accountOf(teacher.id)).toMatchObject({
        status: 'active',
        paused_at: null,
      });
    });

    it('marks the account past due when a renewal charge fails, and active when it is paid', async () => {
      const { teacher } = await fullSmallClass();
      const { events } = await subscribeAtStripe(teacher);
      await deliverOk(ofType(events, 'checkout.session.completed'));
      const account = await accountOf(teacher.id);
      const subscription = fake.subscriptions.get(account.provider_subscription_id!)!;
      // A renewal invoice Stripe could not charge.
      const renewal = await app.billing.createInvoice({
        customerId: account.provider_customer_id!,
        accountId: account.id,
        collectionMethod: 'charge_automatically',
        daysUntilDue: 0,
        poNumber: null,
        kind: 'subscription',
        lines: [{ description: 'Standard, a month', quantity: 5, unitCents: 100 }],
        idempotencyKey: `renewal:${account.id}`,
        now: new Date(),
      });
      const stored = fake.invoices.get(renewal.id)!;
      stored.parent = {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id },
      };
      const failed = fake.failInvoicePayment(renewal.id);
      await deliverOk(ofType(failed, 'invoice.payment_failed'));
      await deliverOk(ofType(failed, 'customer.subscription.updated'));
      const pastDue = await accountOf(teacher.id);
      expect(pastDue.status).toBe('past_due');
      expect(pastDue.past_due_since).not.toBeNull();

      await deliverOk(ofType(fake.payInvoice(renewal.id), 'invoice.paid'));
      expect(await accountOf(teacher.id)).toMatchObject({ status: 'active', past_due_since: null });
    });
  });
}
