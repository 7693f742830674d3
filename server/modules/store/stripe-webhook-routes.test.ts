import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_API } from '../../../common/schemas/payments';
import { testDatabases } from '../../../tests/support/databases';
import { startFakeStripe, type FakeStripe } from '../../../tests/support/fake-stripe';
import { buildTestApp } from '../../../tests/support/test-app';
import { AppError } from '../../errors';

// The store module's confirmation (re-reading the intent, marking the order paid) is tested
// with the store; here: which deliveries reach it, and how many times.
const { confirmOrderPayment } = vi.hoisted(() => ({ confirmOrderPayment: vi.fn() }));
vi.mock('./confirm-order-payment', () => ({ confirmOrderPayment }));

for (const database of testDatabases()) {
  describe(`POST ${PAYMENT_API.webhook} on ${database.name}`, () => {
    let app: FastifyInstance;
    let stripe: FakeStripe;

    beforeAll(async () => {
      stripe = await startFakeStripe();
      app = await buildTestApp(await database.create(), stripe.env);
    });
    afterAll(async () => {
      await app.close();
      await stripe.close();
      await database.dropAll();
    });
    beforeEach(() => confirmOrderPayment.mockReset());

    const paidIntent = async () => {
      const intent = await app.payments.upsertIntent({
        amountCents: 2798,
        currency: 'usd',
        idempotencyKey: crypto.randomUUID(),
        metadata: {},
      });
      stripe.succeed(intent.id);
      return intent;
    };
    const deliver = (payload: string, signature?: string, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: PAYMENT_API.webhook,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          ...(signature === undefined ? {} : { 'stripe-signature': signature }),
          ...headers,
        },
        payload,
      });
    const recordedEvents = (id: string) =>
      app.db.selectFrom('payment_events').selectAll().where('id', '=', id).execute();
    const confirmedIntents = () => confirmOrderPayment.mock.calls.map(([, intentId]) => intentId);

    it('uses Stripe when its keys are set', () => {
      expect(app.payments.name).toBe('stripe');
    });

    it('confirms the order of a correctly signed payment_intent.succeeded event', async () => {
      const intent = await paidIntent();
      const event = stripe.succeededEvent(intent.id);
      const response = await deliver(event.payload, stripe.signature(event.payload));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true });
      expect(confirmedIntents()).toEqual([intent.id]);
      expect(await recordedEvents(event.id)).toEqual([
        { id: event.id, type: 'payment_intent.succeeded', created_at: expect.any(String) },
      ]);
    });

    it('handles a replayed event once', async () => {
      const intent = await paidIntent();
      const event = stripe.succeededEvent(intent.id);
      for (let delivery = 0; delivery < 3; delivery++) {
        const response = await deliver(event.payload, stripe.signature(event.payload));
        expect(response.statusCode).toBe(200);
      }
      expect(confirmedIntents()).toEqual([intent.id]);
    });

    it('handles simultaneous deliveries of one event once', async () => {
      const intent = await paidIntent();
      const event = stripe.succeededEvent(intent.id);
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => deliver(event.payload, stripe.signature(event.payload))),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
      expect(confirmedIntents()).toEqual([intent.id]);
    });

    it('refuses a missing, wrong, forged, tampered or old signature with 400', async () => {
      const intent = await paidIntent();
      const event = stripe.succeededEvent(intent.id);
      const tampered = event.payload.replace('"livemode":false', '"livemode":true');
      const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
      const cases: [string, string | undefined][] = [
        [event.payload, undefined],
        [event.payload, 'garbage'],
        [event.payload, stripe.signature(event.payload, { secret: 'whsec_someone_else' })],
        [tampered, stripe.signature(event.payload)],
        [event.payload, stripe.signature(event.payload, { timestamp: tenMinutesAgo })],
      ];
      for (const [payload, signature] of cases) {
        const response = await deliver(payload, signature);
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.json().errors)).toEqual(['signature']);
      }
      expect(confirmOrderPayment).not.toHaveBeenCalled();
      expect(await recordedEvents(event.id)).toEqual([]);
    });

    it('answers other event types 200 and does nothing', async () => {
      const payload = JSON.stringify({
        id: 'evt_other',
        object: 'event',
        type: 'payment_intent.payment_failed',
        data: { object: { id: 'pi_x', object: 'payment_intent' } },
      });
      const response = await deliver(payload, stripe.signature(payload));
      expect(response.statusCode).toBe(200);
      expect(confirmOrderPayment).not.toHaveBeenCalled();
      expect(await recordedEvents('evt_other')).toEqual([]);
    });

    it('reads the raw body whatever its type, and no Origin or CSRF rule stands in the way', async () => {
      const intent = await paidIntent();
      const event = stripe.succeededEvent(intent.id);
      const response = await deliver(event.payload, stripe.signature(event.payload), {
        'content-type': 'text/plain',
        origin: 'https://hooks.stripe.com',
      });
      expect(response.statusCode).toBe(200);
      expect(confirmedIntents()).toEqual([intent.id]);
    });

    it('keeps JSON parsing and the CSRF check on every other route', async () => {
      const crossSite = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: 'https://evil.example' },
        payload: { email: 'a@b.co', password: 'x' },
      });
      expect(crossSite.statusCode).toBe(403);
      const text = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'text/plain' },
        payload: 'hello',
      });
      expect(text.statusCode).toBe(415);
    });

    it('lets Stripe retry when the order could not be confirmed', async () => {
      const intent = await paidIntent();
      const event = stripe.succeededEvent(intent.id);
      confirmOrderPayment.mockRejectedValueOnce(new Error('database hiccup'));
      const failed = await deliver(event.payload, stripe.signature(event.payload));
      expect(failed.statusCode).toBe(500);
      expect(await recordedEvents(event.id)).toEqual([]);
      const retried = await deliver(event.payload, stripe.signature(event.payload));
      expect(retried.statusCode).toBe(200);
      expect(confirmedIntents()).toEqual([intent.id, intent.id]);
      expect(await recordedEvents(event.id)).toHaveLength(1);
    });

    it('answers 200 for a payment that is not an order of ours, so Stripe stops retrying', async () => {
      confirmOrderPayment.mockRejectedValueOnce(
        new AppError('NOT_FOUND', { pi_id: 'No order for this payment' }),
      );
      const event = stripe.succeededEvent('pi_from_elsewhere');
      const response = await deliver(event.payload, stripe.signature(event.payload));
      expect(response.statusCode).toBe(200);
      expect(await recordedEvents(event.id)).toHaveLength(1);
    });

    it('has no local confirm endpoint', async () => {
      const response = await app.inject({
        method: 'POST',
        url: PAYMENT_API.localConfirm,
        payload: { clientSecret: 'x', card: {}, billing: {} },
      });
      expect(response.statusCode).toBe(404);
    });
  });
}
