import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { REFUND_FAILED_NEXT, REFUND_MESSAGES } from '../../../common/copy/staff-desk';
import { staffOrderPath } from '../../../common/routes';
import { PAYMENT_API } from '../../../common/schemas/payments';
import { STAFF_DESK_API, type RefundKind } from '../../../common/schemas/staff-desk';
import { testDatabases } from '../../../tests/support/databases';
import type { FakeStripe } from '../../../tests/support/fake-stripe';
import { outbox, send, signedInUser, type Caller } from '../../../tests/support/factories';
import { creditBalance, ledgerSum } from '../credits/ledger';
import { postRefund, setUpDesk, setUpStripeDesk } from './testing/desk-testbed';
import { insertPaidOrder, type DeskBook, type PaidOrder } from './testing/paid-order';

const EXPIRED_TEXT = 'the card has expired or was closed';

/** What the tests read back about one order's refund of a kind. */
async function refundRow(app: FastifyInstance, orderId: string, kind: RefundKind = 'whole') {
  return app.db
    .selectFrom('order_refunds')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
}

async function orderRow(app: FastifyInstance, orderId: string) {
  const row = await app.db
    .selectFrom('orders')
    .select(['refunded_cents', 'status'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return { refundedCents: Number(row.refunded_cents), status: row.status };
}

const auditsOf = (app: FastifyInstance, orderId: string, action: string) =>
  app.db
    .selectFrom('audit_log')
    .select(['actor_id', 'details'])
    .where('target_type', '=', 'order')
    .where('target_id', '=', orderId)
    .where('action', '=', action)
    .execute();

async function emailOf(app: FastifyInstance, caller: Caller) {
  const user = await app.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', caller.id)
    .executeTakeFirstOrThrow();
  return user.email;
}

for (const database of testDatabases()) {
  describe(`refunds Stripe reports failed later, on ${database.name}`, () => {
    let app: FastifyInstance;
    let stripe: FakeStripe;
    let admin: Caller;
    let adminEmail: string;
    let book: DeskBook;
    setUpStripeDesk(database, async (desk) => {
      ({ app, admin, book, stripe } = desk);
      adminEmail = await emailOf(app, admin);
    });

    const deliver = (event: { payload: string }, signature = stripe.signature(event.payload)) =>
      app.inject({
        method: 'POST',
        url: PAYMENT_API.webhook,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: event.payload,
      });
    const refundCalls = () => stripe.requests.filter((request) => request.path === '/v1/refunds');
    const failureMails = async (order: PaidOrder) =>
      (await outbox(app, adminEmail)).filter(
        (mail) => mail.subject === `Refund failed for order ${order.number}`,
      );

    /** A paid order refunded through the desk; the id of Stripe's refund. */
    async function refundedOrder(kind: 'whole' | 'shipping' = 'whole', credits = 0) {
      const order = await insertPaidOrder(app, book, {
        credits,
        succeed: (intentId) => stripe.succeed(intentId),
      });
      expect((await postRefund(app, admin, order.id, kind)).statusCode).toBe(200);
      const row = await refundRow(app, order.id, kind);
      return { order, refundId: row.provider_refund_id! };
    }

    it('marks the refund failed, frees its amount, audits it, emails staff and shows it', async () => {
      const { order, refundId } = await refundedOrder('whole', 13);
      const balance = await creditBalance(app.db, book.teacherId);
      const event = stripe.failRefund(refundId, { reason: 'expired_or_canceled_card' });

      const response = await deliver(event);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true });

      const row = await refundRow(app, order.id);
      expect(row).toMatchObject({ status: 'failed', failure_reason: 'expired_or_canceled_card' });
      expect(row.failed_at).toEqual(expect.any(String));
      // The money is owed again; the order stays cancelled and the credits stay returned.
      expect(await orderRow(app, order.id)).toEqual({ refundedCents: 0, status: 'cancelled' });
      expect(await creditBalance(app.db, book.teacherId)).toBe(balance);

      const audits = await auditsOf(app, order.id, 'order.refund_failed');
      expect(audits).toHaveLength(1);
      expect(JSON.parse(audits[0]!.details!)).toMatchObject({
        kind: 'whole',
        amountCents: order.totalCents,
        refundId,
        reason: 'expired_or_canceled_card',
      });

      const mails = await failureMails(order);
      expect(mails).toHaveLength(1);
      const amount = `$${(order.totalCents / 100).toFixed(2)}`;
      expect(mails[0]!.text_body).toContain(
        `The refund of ${amount} (whole order) for order ${order.number} failed: ${EXPIRED_TEXT}.`,
      );
      expect(mails[0]!.text_body).toContain(REFUND_FAILED_NEXT);
      expect(mails[0]!.text_body).toContain(staffOrderPath(order.id));

      const detail = (await send(app, 'GET', STAFF_DESK_API.order(order.id), admin)).json().order;
      const failedEntry = detail.timeline.find(
        (entry: { kind: string }) => entry.kind === 'refundFailed',
      );
      expect(failedEntry).toMatchObject({
        actor: null,
        text: `Refund failed: ${EXPIRED_TEXT} (${amount}, whole order). ${REFUND_FAILED_NEXT}`,
      });
      expect(detail.refundedCents).toBe(0);
      expect(detail.failedRefunds).toEqual([
        {
          kind: 'whole',
          amountCents: order.totalCents,
          reason: EXPIRED_TEXT,
          failedAt: row.failed_at,
          retryable: true,
        },
      ]);
      // Not a new refund: the failed one is retried.
      expect(detail.refundable).toEqual({ whole: null, shipping: null });
    });

    it('handles a replayed event, and the same failure told by other event types, once', async () => {
      const { order, refundId } = await refundedOrder('shipping');
      const event = stripe.failRefund(refundId, { reason: 'lost_or_stolen_card' });
      expect((await deliver(event)).json()).toEqual({ received: true });
      for (let delivery = 0; delivery < 2; delivery++) {
        const replay = await deliver(event);
        expect(replay.statusCode).toBe(200);
        expect(replay.json()).toEqual({ received: true, duplicate: true });
      }
      for (const type of ['charge.refund.updated', 'refund.updated']) {
        const told = await deliver(stripe.failRefund(refundId, { type }));
        expect(told.statusCode).toBe(200);
      }
      expect(await failureMails(order)).toHaveLength(1);
      expect(await auditsOf(app, order.id, 'order.refund_failed')).toHaveLength(1);
      expect(await orderRow(app, order.id)).toMatchObject({ refundedCents: 0 });
      expect((await refundRow(app, order.id, 'shipping')).failure_reason).toBe(
        'lost_or_stolen_card',
      );
    });

    it('marks a refund failed told first by charge.refund.updated', async () => {
      const { order, refundId } = await refundedOrder('shipping');
      const event = stripe.failRefund(refundId, { type: 'charge.refund.updated' });
      expect((await deliver(event)).statusCode).toBe(200);
      expect((await refundRow(app, order.id, 'shipping')).status).toBe('failed');
    });

    it('refuses a bad signature with 400 and changes nothing', async () => {
      const { order, refundId } = await refundedOrder();
      const event = stripe.failRefund(refundId);
      for (const signature of [
        'garbage',
        stripe.signature(event.payload, { secret: 'whsec_someone_else' }),
      ]) {
        const response = await deliver(event, signature);
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.json().errors)).toEqual(['signature']);
      }
      expect((await refundRow(app, order.id)).status).toBe('succeeded');
      expect(await orderRow(app, order.id)).toMatchObject({ refundedCents: order.totalCents });
      expect(await failureMails(order)).toEqual([]);
    });

    it('answers 200 for a refund that is not ours, and ignores refunds that did not fail', async () => {
      const { order, refundId } = await refundedOrder();
      const foreign = JSON.stringify({
        id: 'evt_foreign_refund',
        object: 'event',
        type: 'refund.failed',
        data: { object: { id: 're_elsewhere', object: 'refund', status: 'failed' } },
      });
      expect((await deliver({ payload: foreign })).statusCode).toBe(200);
      const fine = JSON.stringify({
        id: 'evt_refund_fine',
        object: 'event',
        type: 'refund.updated',
        data: { object: { id: refundId, object: 'refund', status: 'succeeded' } },
      });
      expect((await deliver({ payload: fine })).json()).toEqual({ received: true });
      expect((await refundRow(app, order.id)).status).toBe('succeeded');
      const recorded = await app.db
        .selectFrom('payment_events')
        .select('id')
        .where('id', '=', 'evt_refund_fine')
        .execute();
      expect(recorded).toEqual([]);
    });

    it('retries a failed refund once, with a new idempotency key, never refunding twice', async () => {
      const { order, refundId } = await refundedOrder('whole', 13);
      const ledger = await ledgerSum(app.db, book.teacherId);
      await deliver(stripe.failRefund(refundId));
      const calls = refundCalls().length;

      const answers = await Promise.all([
        postRefund(app, admin, order.id, 'whole'),
        postRefund(app, admin, order.id, 'whole'),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses[0]).toBe(200);
      expect([200, 409]).toContain(statuses[1]);
      const made = refundCalls().slice(calls);
      expect(made).toHaveLength(1);
      expect(made[0]!.headers['idempotency-key']).toBe(`refund_${order.id}_whole_2`);
      expect(made[0]!.form.amount).toBe(String(order.totalCents));

      const row = await refundRow(app, order.id);
      expect(row).toMatchObject({ status: 'succeeded', attempt: 2, failure_reason: null });
      expect(row.provider_refund_id).not.toBe(refundId);
      expect(await orderRow(app, order.id)).toEqual({
        refundedCents: order.totalCents,
        status: 'cancelled',
      });
      // The credits went back with the first attempt, and only then.
      expect(await ledgerSum(app.db, book.teacherId)).toBe(ledger);
      const live = [...stripe.refunds.values()].filter(
        (made) => made.payment_intent === order.intentId && made.status === 'succeeded',
      );
      expect(live.map((made) => made.amount)).toEqual([order.totalCents]);

      const again = await postRefund(app, admin, order.id, 'whole');
      expect(again.json().refund).toMatchObject({ repeated: true });
      expect(refundCalls().slice(calls)).toHaveLength(1);
      const detail = again.json().order;
      expect(detail.failedRefunds).toEqual([]);
      expect(detail.timeline.map((entry: { kind: string }) => entry.kind)).toEqual(
        expect.arrayContaining(['refunded', 'refundFailed']),
      );
      // The old refund's failure told again changes nothing now.
      await deliver(stripe.failRefund(refundId, { type: 'refund.updated' }));
      expect((await refundRow(app, order.id)).status).toBe('succeeded');
    });

    it('keeps a retry Stripe refuses failed, to be retried with the same key', async () => {
      const { order, refundId } = await refundedOrder('shipping');
      await deliver(stripe.failRefund(refundId));
      stripe.failNext(400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: 'Charge has already been refunded.',
      });
      const refused = await postRefund(app, admin, order.id, 'shipping');
      expect(refused.statusCode).toBe(409);
      expect(await refundRow(app, order.id, 'shipping')).toMatchObject({
        status: 'failed',
        attempt: 1,
        idempotency_key: `refund_${order.id}_shipping`,
      });
      expect(await orderRow(app, order.id)).toMatchObject({ refundedCents: 0 });

      const calls = refundCalls().length;
      expect((await postRefund(app, admin, order.id, 'shipping')).statusCode).toBe(200);
      expect(refundCalls()[calls]!.headers['idempotency-key']).toBe(
        `refund_${order.id}_shipping_2`,
      );
      expect(await refundRow(app, order.id, 'shipping')).toMatchObject({ status: 'succeeded' });
    });

    it('does not retry a failed shipping refund once the whole order is refunded', async () => {
      const { order, refundId } = await refundedOrder('shipping');
      await deliver(stripe.failRefund(refundId));
      const whole = await postRefund(app, admin, order.id, 'whole');
      // The whole refund gives back everything, the failed shipping included.
      expect(whole.json().refund.amountCents).toBe(order.totalCents);
      expect(whole.json().order.failedRefunds).toMatchObject([
        { kind: 'shipping', retryable: false },
      ]);
      const retry = await postRefund(app, admin, order.id, 'shipping');
      expect(retry.statusCode).toBe(409);
      expect(retry.json().errors.refund).toBe(REFUND_MESSAGES.shippingAfterWhole);
    });

    it('has no local failure call', async () => {
      const { order } = await refundedOrder();
      const response = await send(app, 'POST', STAFF_DESK_API.failLocalRefund(order.id), admin, {
        kind: 'whole',
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe(`a local refund marked failed, on ${database.name}`, () => {
    let app: FastifyInstance;
    let admin: Caller;
    let book: DeskBook;
    setUpDesk(database, (desk) => ({ app, admin, book } = desk));

    const failLocal = (caller: Caller | undefined, orderId: string, body: object) =>
      send(app, 'POST', STAFF_DESK_API.failLocalRefund(orderId), caller, body);

    it('fails like a Stripe refund, then a retry refunds again at the local provider', async () => {
      const order = await insertPaidOrder(app, book);
      expect((await postRefund(app, admin, order.id, 'whole')).statusCode).toBe(200);
      const failed = await failLocal(admin, order.id, { kind: 'whole', reason: 'declined' });
      expect(failed.statusCode).toBe(200);
      expect(failed.json().order.failedRefunds).toMatchObject([
        { kind: 'whole', reason: 'the card’s bank declined it', retryable: true },
      ]);
      const intent = await app.db
        .selectFrom('local_payment_intents')
        .select('amount_refunded')
        .where('id', '=', order.intentId)
        .executeTakeFirstOrThrow();
      expect(intent.amount_refunded).toBe(0);
      // Told twice: once.
      expect((await failLocal(admin, order.id, { kind: 'whole' })).statusCode).toBe(409);
      expect(await auditsOf(app, order.id, 'order.refund_failed')).toHaveLength(1);

      const retry = await postRefund(app, admin, order.id, 'whole');
      expect(retry.statusCode).toBe(200);
      expect(retry.json().refund).toMatchObject({ amountCents: order.totalCents, repeated: false });
      const locals = await app.db
        .selectFrom('local_refunds')
        .select(['status', 'amount_cents', 'idempotency_key'])
        .where('intent_id', '=', order.intentId)
        .orderBy('created_at')
        .execute();
      expect(locals.map((row) => [row.status, row.idempotency_key])).toEqual([
        ['failed', `refund_${order.id}_whole`],
        ['succeeded', `refund_${order.id}_whole_2`],
      ]);
    });

    it('refuses non-staff, an order without that refund, and unknown reasons', async () => {
      const order = await insertPaidOrder(app, book);
      const teacher = await signedInUser(app);
      expect((await failLocal(teacher, order.id, { kind: 'whole' })).statusCode).toBe(403);
      const none = await failLocal(admin, order.id, { kind: 'whole' });
      expect(none.statusCode).toBe(409);
      expect(none.json().errors.refund).toBe(REFUND_MESSAGES.notRefunded);
      expect((await failLocal(admin, crypto.randomUUID(), { kind: 'whole' })).statusCode).toBe(404);
      const bad = await failLocal(admin, order.id, { kind: 'whole', reason: 'gremlins' });
      expect(bad.statusCode).toBe(400);
    });
  });
}
