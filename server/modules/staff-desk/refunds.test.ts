import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { REFUND_MESSAGES } from '../../../common/copy/staff-desk';
import { STAFF_DESK_API } from '../../../common/schemas/staff-desk';
import { testDatabases } from '../../../tests/support/databases';
import type { FakeStripe } from '../../../tests/support/fake-stripe';
import { outbox, send, signedInUser, type Caller } from '../../../tests/support/factories';
import { creditBalance, ledgerSum } from '../credits/ledger';
import { postRefund, setUpDesk, setUpStripeDesk } from './testing/desk-testbed';
import { insertPaidOrder, type DeskBook } from './testing/paid-order';

for (const database of testDatabases()) {
  describe(`refunds from the staff desk (local provider) on ${database.name}`, () => {
    let app: FastifyInstance;
    let admin: Caller;
    let book: DeskBook;
    setUpDesk(database, (desk) => ({ app, admin, book } = desk));

    const localRefunds = (intentId: string) =>
      app.db.selectFrom('local_refunds').selectAll().where('intent_id', '=', intentId).execute();

    it('refunds the whole order once, cancels it, returns its credits and emails the buyer', async () => {
      const order = await insertPaidOrder(app, book, { credits: 13 });
      const before = await creditBalance(app.db, book.teacherId);

      const first = await postRefund(app, admin, order.id, 'whole');
      expect(first.statusCode).toBe(200);
      const body = first.json();
      expect(body.refund).toEqual({
        kind: 'whole',
        amountCents: order.totalCents,
        repeated: false,
      });
      expect(body.order.view.status).toBe('cancelled');
      expect(body.order.refundedCents).toBe(order.totalCents);
      expect(body.order.refundable).toEqual({ whole: null, shipping: null });
      expect(body.order.credits).toMatchObject({ redeemed: 13, returned: 13 });
      expect(await creditBalance(app.db, book.teacherId)).toBe(before + 13);
      const kinds = body.order.timeline.map((entry: { kind: string }) => entry.kind);
      expect(kinds).toEqual(
        expect.arrayContaining(['refunded', 'creditsReturned', 'refundEmailed']),
      );

      // A double click, or a second tab: answered from the first, nothing more moves.
      const again = await postRefund(app, admin, order.id, 'whole');
      expect(again.statusCode).toBe(200);
      expect(again.json().refund.repeated).toBe(true);
      expect(await creditBalance(app.db, book.teacherId)).toBe(before + 13);
      expect(await ledgerSum(app.db, book.teacherId)).toBe(before + 13);
      expect(await localRefunds(order.intentId)).toHaveLength(1);

      const mails = await outbox(app, order.email);
      const refundMails = mails.filter((mail) => mail.subject.includes('refund'));
      expect(refundMails).toHaveLength(1);
      expect(refundMails[0]!.text_body).toContain(`$${(order.totalCents / 100).toFixed(2)}`);

      const audits = await app.db
        .selectFrom('audit_log')
        .select(['action', 'actor_id'])
        .where('target_type', '=', 'order')
        .where('target_id', '=', order.id)
        .execute();
      expect(audits.map((row) => row.action).sort()).toEqual([
        'order.credits_returned',
        'order.refund_emailed',
        'order.refunded',
      ]);
      expect(audits.every((row) => row.actor_id === admin.id)).toBe(true);
    });

    it('refunds shipping only, then the rest of the order, never more than was paid', async () => {
      const order = await insertPaidOrder(app, book);
      const shipping = await postRefund(app, admin, order.id, 'shipping');
      expect(shipping.statusCode).toBe(200);
      expect(shipping.json().refund.amountCents).toBe(799);
      expect(shipping.json().order.view.status).toBe('paid');
      expect(shipping.json().order.refundable).toEqual({
        whole: order.totalCents - 799,
        shipping: null,
      });

      const whole = await postRefund(app, admin, order.id, 'whole');
      expect(whole.json().refund.amountCents).toBe(order.totalCents - 799);
      const rows = await localRefunds(order.intentId);
      expect(rows.reduce((sum, row) => sum + row.amount_cents, 0)).toBe(order.totalCents);

      // Shipping asked again: the refund made then, nothing more.
      const late = await postRefund(app, admin, order.id, 'shipping');
      expect(late.json().refund).toEqual({ kind: 'shipping', amountCents: 799, repeated: true });
      expect(await localRefunds(order.intentId)).toHaveLength(2);
    });

    it('refuses a shipping refund after the whole order was refunded', async () => {
      const order = await insertPaidOrder(app, book);
      expect((await postRefund(app, admin, order.id, 'whole')).statusCode).toBe(200);
      const late = await postRefund(app, admin, order.id, 'shipping');
      expect(late.statusCode).toBe(409);
      expect(late.json().errors.refund).toBe(REFUND_MESSAGES.shippingAfterWhole);
      expect(await localRefunds(order.intentId)).toHaveLength(1);
    });

    it('refunds once when two requests arrive at the same time', async () => {
      const order = await insertPaidOrder(app, book, { credits: 13 });
      const before = await creditBalance(app.db, book.teacherId);
      const answers = await Promise.all([
        postRefund(app, admin, order.id, 'whole'),
        postRefund(app, admin, order.id, 'whole'),
        postRefund(app, admin, order.id, 'shipping'),
      ]);
      for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
      const rows = await localRefunds(order.intentId);
      const refunded = rows.reduce((sum, row) => sum + row.amount_cents, 0);
      expect(refunded).toBeLessThanOrEqual(order.totalCents);
      const stored = await app.db
        .selectFrom('orders')
        .select('refunded_cents')
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(Number(stored.refunded_cents)).toBe(refunded);
      const returned = await app.db
        .selectFrom('credit_ledger')
        .select('credits')
        .where('order_id', '=', order.id)
        .where('kind', '=', 'refund')
        .execute();
      expect(returned.length).toBeLessThanOrEqual(1);
      expect(await creditBalance(app.db, book.teacherId)).toBe(
        before + (returned[0]?.credits ?? 0),
      );
    });

    it('refuses visitors, non-staff, unknown orders, unpaid orders and unknown kinds', async () => {
      const order = await insertPaidOrder(app, book);
      const teacher = await signedInUser(app);
      expect((await postRefund(app, undefined, order.id, 'whole')).statusCode).toBe(401);
      expect((await postRefund(app, teacher, order.id, 'whole')).statusCode).toBe(403);
      expect((await postRefund(app, admin, crypto.randomUUID(), 'whole')).statusCode).toBe(404);
      const bad = await postRefund(app, admin, order.id, 'everything');
      expect(bad.statusCode).toBe(400);
      // A tampered amount is not even read: the server computes it.
      const tampered = await send(app, 'POST', STAFF_DESK_API.refund(order.id), admin, {
        kind: 'shipping',
        amountCents: 999_999,
      });
      expect(tampered.statusCode).toBe(200);
      expect(tampered.json().refund.amountCents).toBe(799);
      await app.db
        .updateTable('orders')
        .set({ status: 'awaiting_payment', paid_at: null })
        .where('id', '=', order.id)
        .execute();
      const unpaid = await postRefund(app, admin, order.id, 'whole');
      expect(unpaid.statusCode).toBe(409);
      expect(unpaid.json().errors.refund).toBe(REFUND_MESSAGES.notPaid);
      expect(await localRefunds(order.intentId)).toHaveLength(1);
    });
  });

  describe(`refunds through Stripe on ${database.name}`, () => {
    let app: FastifyInstance;
    let stripe: FakeStripe;
    let admin: Caller;
    let book: DeskBook;
    setUpStripeDesk(database, (desk) => ({ app, admin, book, stripe } = desk));

    const refundCalls = () => stripe.requests.filter((request) => request.path === '/v1/refunds');

    it('calls the Refunds API once, with the server’s amount and an idempotency key', async () => {
      const order = await insertPaidOrder(app, book, {
        succeed: (intentId) => stripe.succeed(intentId),
      });
      const calls = refundCalls().length;
      const answers = await Promise.all([
        postRefund(app, admin, order.id, 'whole'),
        postRefund(app, admin, order.id, 'whole'),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual(
        answers.some((answer) => answer.statusCode === 409) ? [200, 409] : [200, 200],
      );
      const made = refundCalls().slice(calls);
      expect(made).toHaveLength(1);
      expect(made[0]!.form).toMatchObject({
        payment_intent: order.intentId,
        amount: String(order.totalCents),
      });
      expect(made[0]!.headers['idempotency-key']).toBe(`refund_${order.id}_whole`);
      const again = await postRefund(app, admin, order.id, 'whole');
      expect(again.json().refund.repeated).toBe(true);
      expect(refundCalls().slice(calls)).toHaveLength(1);
    });

    it('frees the refund when Stripe refuses it, so staff can try again', async () => {
      const order = await insertPaidOrder(app, book, {
        succeed: (intentId) => stripe.succeed(intentId),
      });
      stripe.failNext(400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: 'Charge has already been refunded.',
      });
      const down = await postRefund(app, admin, order.id, 'shipping');
      expect(down.statusCode).toBe(409);
      expect(down.json().errors.refund).toBe(REFUND_MESSAGES.moreThanPaid);
      const after = await app.db
        .selectFrom('orders')
        .select('refunded_cents')
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(Number(after.refunded_cents)).toBe(0);
      const retry = await postRefund(app, admin, order.id, 'shipping');
      expect(retry.statusCode).toBe(200);
      expect(retry.json().refund.amountCents).toBe(799);
    });
  });
}
