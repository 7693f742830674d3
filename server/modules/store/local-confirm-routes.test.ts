import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_API } from '../../../common/schemas/payments';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { LOCAL_CONFIRM_LIMIT } from './local-confirm-routes';
import { tempDir } from '../../../tests/support/temp-dir';

// The store module's order confirmation is its own concern (and tested there): here it is
// enough to know that a successful card payment asks for it, once, with the intent's id.
const { confirmOrderPayment } = vi.hoisted(() => ({ confirmOrderPayment: vi.fn() }));
vi.mock('./confirm-order-payment', () => ({ confirmOrderPayment }));

const good = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
const billing = { name: 'Lucia Gomez', email: 'lucia@example.com' };

for (const database of testDatabases()) {
  describe(`POST ${PAYMENT_API.localConfirm} on ${database.name}`, () => {
    let app: FastifyInstance;
    let ip = 0;
    /** Each test pays from its own address, so the decline limit of one never touches another. */
    let remoteAddress = '';

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });
    beforeEach(() => {
      confirmOrderPayment.mockReset();
      remoteAddress = `10.0.0.${++ip}`;
    });

    const newIntent = () =>
      app.payments.upsertIntent({
        amountCents: 2798,
        currency: 'usd',
        idempotencyKey: crypto.randomUUID(),
        metadata: {},
      });
    const confirm = (clientSecret: string, card: Partial<typeof good> = {}) =>
      app.inject({
        method: 'POST',
        url: PAYMENT_API.localConfirm,
        remoteAddress,
        payload: { clientSecret, card: { ...good, ...card }, billing },
      });

    it('uses the local provider when no Stripe keys are set', () => {
      expect(app.payments.name).toBe('local');
    });

    it('pays with 4242 4242 4242 4242 and confirms the order as the webhook would', async () => {
      const intent = await newIntent();
      const response = await confirm(intent.clientSecret);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ paymentIntent: { id: intent.id, status: 'succeeded' } });
      expect(confirmOrderPayment).toHaveBeenCalledOnce();
      const [calledWith, intentId] = confirmOrderPayment.mock.calls[0]!;
      // The route's own context of the app: the same database and provider.
      expect((calledWith as FastifyInstance).db === app.db).toBe(true);
      expect((calledWith as FastifyInstance).payments === app.payments).toBe(true);
      expect(intentId).toBe(intent.id);
      expect((await app.payments.retrieveIntent(intent.id))?.status).toBe('succeeded');
    });

    it("answers a declined card with 402 and Stripe's error, and confirms nothing", async () => {
      const intent = await newIntent();
      const response = await confirm(intent.clientSecret, { number: '4000 0000 0000 0002' });
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual({
        error: {
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
        },
      });
      expect(confirmOrderPayment).not.toHaveBeenCalled();
      expect((await app.payments.retrieveIntent(intent.id))?.status).toBe(
        'requires_payment_method',
      );
    });

    it('answers each kind of card problem with its message', async () => {
      const cases: [Partial<typeof good>, string][] = [
        [{ number: '4000 0000 0000 9995' }, 'Your card has insufficient funds.'],
        [{ number: '1234 5678 9012 3456' }, 'Your card number is incorrect.'],
        [{ expiry: '01 / 20' }, "Your card's expiration year is in the past."],
        [{ cvc: '7' }, "Your card's security code is incomplete."],
      ];
      const intent = await newIntent();
      for (const [card, message] of cases) {
        const response = await confirm(intent.clientSecret, card);
        expect(response.statusCode).toBe(402);
        expect(response.json().error.message).toBe(message);
      }
      expect(confirmOrderPayment).not.toHaveBeenCalled();
    });

    it('takes the good card after a declined one', async () => {
      const intent = await newIntent();
      expect((await confirm(intent.clientSecret, { number: '4000000000000002' })).statusCode).toBe(
        402,
      );
      expect((await confirm(intent.clientSecret)).statusCode).toBe(200);
      expect(confirmOrderPayment).toHaveBeenCalledOnce();
    });

    it('refuses to pay an intent twice', async () => {
      const intent = await newIntent();
      await confirm(intent.clientSecret);
      const again = await confirm(intent.clientSecret);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        error: {
          code: 'payment_intent_unexpected_state',
          message: 'This payment has already been completed.',
        },
      });
      expect(confirmOrderPayment).toHaveBeenCalledOnce();
    });

    it('answers 404 for a client secret it does not know', async () => {
      const intent = await newIntent();
      const response = await confirm(`${intent.id}_secret_guess`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('resource_missing');
    });

    it('answers malformed requests with field errors', async () => {
      const response = await app.inject({
        method: 'POST',
        url: PAYMENT_API.localConfirm,
        remoteAddress,
        payload: { clientSecret: 'x', billing: { email: 'not an email' } },
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['card', 'billing']);
    });

    it('still tells the buyer the payment went through when confirming the order fails', async () => {
      confirmOrderPayment.mockRejectedValueOnce(new Error('database hiccup'));
      const intent = await newIntent();
      const response = await confirm(intent.clientSecret);
      expect(response.statusCode).toBe(200);
      expect((await app.payments.retrieveIntent(intent.id))?.status).toBe('succeeded');
    });

    it('slows down card testing: too many refusals from one address are answered 429', async () => {
      const intent = await newIntent();
      for (let attempt = 0; attempt < LOCAL_CONFIRM_LIMIT.maxFailures; attempt++) {
        expect(
          (await confirm(intent.clientSecret, { number: '4000000000000002' })).statusCode,
        ).toBe(402);
      }
      const blocked = await confirm(intent.clientSecret);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.message).toBe(
        'Too many declined attempts. Please wait a few minutes and try again.',
      );
      // Refused before the request is read: a malformed one gets no field errors either.
      const malformed = await app.inject({
        method: 'POST',
        url: PAYMENT_API.localConfirm,
        remoteAddress,
        payload: { clientSecret: 'x' },
      });
      expect(malformed.statusCode).toBe(429);
      expect(confirmOrderPayment).not.toHaveBeenCalled();
      // Another address is not affected.
      remoteAddress = '10.1.0.1';
      expect((await confirm(intent.clientSecret)).statusCode).toBe(200);
    });

    it('has no webhook: that is Stripe only', async () => {
      const response = await app.inject({
        method: 'POST',
        url: PAYMENT_API.webhook,
        payload: { id: 'evt_1', type: 'payment_intent.succeeded' },
      });
      expect(response.statusCode).toBe(404);
    });
  });
}

describe('the card number and security code', () => {
  it('never appear in the logs, even at trace level', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: 'sqlite::memory:',
      FILES_DIR: tempDir('files'),
      CLIENT_DIR: join(tmpdir(), 'lectio-no-client-build'),
    });
    const app = await buildApp({ config, logger: { level: 'trace', stream } });
    const intent = await app.payments.upsertIntent({
      amountCents: 1299,
      currency: 'usd',
      idempotencyKey: 'log-check',
      metadata: {},
    });
    for (const number of ['4242 4242 4242 4242', '4000 0000 0000 0002']) {
      await app.inject({
        method: 'POST',
        url: PAYMENT_API.localConfirm,
        payload: {
          clientSecret: intent.clientSecret,
          card: { ...good, number, cvc: '987' },
          billing,
        },
      });
    }
    await app.close();
    // Timings like "responseTime":0.8000000002 are numbers, not cards: leave them out.
    const log = lines.join('').replace(/"responseTime":[\d.e+-]+/g, '"responseTime":0');
    expect(log).toContain(PAYMENT_API.localConfirm);
    for (const secret of [
      '4242 4242',
      '42424242',
      '0000 0002',
      '4000000000000002',
      '00000002"',
      '"card"',
      '"cvc"',
      intent.clientSecret,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
