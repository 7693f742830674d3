import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { startFakeStripe, type FakeStripe } from '../../../tests/support/fake-stripe';
import { buildTestApp } from '../../../tests/support/test-app';
import { outbox } from '../../../tests/support/factories';
import { storeClient } from './test-support';

/**
 * Apple Pay and Google Pay (issue 12, point 11) pay through Stripe's Express Checkout Element,
 * which confirms the PaymentIntent that print_order made with its client secret: the same
 * intent, amount and confirmation path as the card field. What a browser wallet would do is
 * played by the Stripe double marking the intent succeeded.
 */
for (const database of testDatabases()) {
  describe(`wallet payments through the Stripe intent on ${database.name}`, () => {
    let app: FastifyInstance;
    let stripe: FakeStripe;
    let store: ReturnType<typeof storeClient>;
    beforeAll(async () => {
      stripe = await startFakeStripe();
      app = await buildTestApp(await database.create(), stripe.env);
      store = storeClient(app);
    });
    afterAll(async () => {
      await app.close();
      await stripe.close();
      await database.dropAll();
    });

    it('hands the wallet only the server-priced intent; tampered totals make none', async () => {
      const payload = await store.premiumPayload(2);
      // A tampered cart (the books and total said to cost a cent) makes no intent at all: the
      // server answers its own prices for the buyer to review.
      const intentsBefore = stripe.intents.size;
      const tampered = await store.printOrder({ ...payload, booksPrice: 0, totalPrice: 0.01 });
      expect(tampered.statusCode).toBe(409);
      expect(tampered.json()).toMatchObject({ booksPrice: 25.98, totalPrice: payload.totalPrice });
      expect(stripe.intents.size).toBe(intentsBefore);

      const answer = await store.printOrder(payload);
      const { pi_id: intentId, cs, provider } = answer.json();
      expect(provider).toBe('stripe');
      const intent = stripe.intents.get(intentId)!;
      // The Express Checkout Element opens Elements with this secret: it is the intent's own.
      expect(cs).toBe(intent.client_secret);
      const order = await store.orderByIntent(intentId);
      expect(intent.amount).toBe(order.total_cents);
      expect(order.total_cents).toBe(2 * 1299 + Math.round(payload.shippingPrice * 100));

      // Wallets are cards to Stripe, confirmed in the page: the intent must allow cards chosen
      // automatically and refuse methods that redirect away.
      const create = stripe.requests.find(
        (request) => request.method === 'POST' && request.form.amount === String(intent.amount),
      )!;
      expect(create.form['automatic_payment_methods[enabled]']).toBe('true');
      expect(create.form['automatic_payment_methods[allow_redirects]']).toBe('never');
      expect(create.form['allowed_payment_method_types[0]']).toBe('card');
    });

    it('pays the order once when the wallet confirms, however often success is reported', async () => {
      const { pi_id: intentId } = (await store.printOrder(await store.premiumPayload(1))).json();
      // Before the wallet confirms, reporting success pays nothing.
      expect((await store.reportSuccess(intentId)).json().status).toBe('awaiting_payment');
      stripe.succeed(intentId);
      const results = await Promise.all([
        store.reportSuccess(intentId),
        store.reportSuccess(intentId),
      ]);
      for (const result of results) expect(result.json().status).toBe('paid');
      const order = await store.orderByIntent(intentId);
      expect(order.status).toBe('paid');
      expect(await outbox(app, order.email)).toHaveLength(1);
    });
  });
}
