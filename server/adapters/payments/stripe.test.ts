import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../../tests/support/fake-stripe';
import type { PaymentProvider } from './provider';
import { STRIPE_API_VERSION, createStripeClient, createStripeProvider } from './stripe';
import { appErrorOf } from './test-support';

let fake: FakeStripe;
let provider: PaymentProvider;
const log = { error: vi.fn() };

beforeAll(async () => {
  fake = await startFakeStripe();
  const client = createStripeClient({ secretKey: 'sk_test_lectio_fake', apiUrl: fake.apiUrl });
  provider = createStripeProvider(client, () => log as unknown as FastifyBaseLogger);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  log.error.mockClear();
});

const create = (overrides: Partial<Parameters<PaymentProvider['upsertIntent']>[0]> = {}) =>
  provider.upsertIntent({
    amountCents: 2798,
    currency: 'usd',
    idempotencyKey: `print-order-${Math.random()}`,
    metadata: { orderNumber: 'LB-100042' },
    ...overrides,
  });

describe('the Stripe payment provider', () => {
  it('creates a card PaymentIntent in cents with the idempotency key and the pinned version', async () => {
    const intent = await create({
      idempotencyKey: 'print-order-abc',
      receiptEmail: 'lucia@example.com',
      description: 'Lectio order LB-100042',
    });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    expect(request!.headers['idempotency-key']).toBe('print-order-abc');
    expect(request!.headers['stripe-version']).toBe(STRIPE_API_VERSION);
    expect(request!.headers.authorization).toBe('Bearer sk_test_lectio_fake');
    expect(request!.form).toMatchObject({
      amount: '2798',
      currency: 'usd',
      'metadata[orderNumber]': 'LB-100042',
      receipt_email: 'lucia@example.com',
      description: 'Lectio order LB-100042',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
      'allowed_payment_method_types[0]': 'card',
    });
    expect(intent).toEqual({
      id: expect.stringMatching(/^pi_/),
      clientSecret: expect.stringMatching(/_secret_/),
      status: 'requires_payment_method',
      amountCents: 2798,
      currency: 'usd',
      metadata: { orderNumber: 'LB-100042' },
    });
  });

  it('answers the same intent when a create is retried with its key', async () => {
    const first = await create({ idempotencyKey: 'same-cart' });
    const second = await create({ idempotencyKey: 'same-cart' });
    expect(second.id).toBe(first.id);
    expect(fake.intents.size).toBeGreaterThan(0);
  });

  it('updates the amount and metadata of an open intent instead of creating another', async () => {
    const intent = await create();
    fake.requests.length = 0;
    const updated = await create({
      intentId: intent.id,
      amountCents: 1499,
      metadata: { orderNumber: 'LB-100042', copies: '1' },
    });
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /v1/payment_intents/${intent.id}`,
      `POST /v1/payment_intents/${intent.id}`,
    ]);
    expect(fake.requests[1]!.form).toMatchObject({ amount: '1499', 'metadata[copies]': '1' });
    expect(updated).toMatchObject({
      id: intent.id,
      amountCents: 1499,
      clientSecret: intent.clientSecret,
    });
  });

  it('never modifies a succeeded intent', async () => {
    const intent = await create();
    fake.succeed(intent.id);
    fake.requests.length = 0;
    const error = await appErrorOf(create({ intentId: intent.id, amountCents: 100 }));
    expect(error.status).toBe(409);
    expect(error.errors).toEqual({ pi_id: 'This order has already been paid.' });
    expect(fake.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    expect(fake.intents.get(intent.id)?.amount).toBe(2798);
  });

  it('cancels an open intent, and reports a paid one as it is instead', async () => {
    const open = await create();
    expect((await provider.cancelIntent(open.id))?.status).toBe('canceled');
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/payment_intents/${open.id}/cancel`,
    });
    const paid = await create();
    fake.succeed(paid.id);
    fake.requests.length = 0;
    expect((await provider.cancelIntent(paid.id))?.status).toBe('succeeded');
    expect(fake.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    expect(await provider.cancelIntent('pi_missing')).toBeNull();
  });

  it('answers 404 for an intent Stripe does not know', async () => {
    expect((await appErrorOf(create({ intentId: 'pi_unknown' }))).status).toBe(404);
  });

  it('retrieves an intent as a view, or null when Stripe has none', async () => {
    const intent = await create();
    fake.succeed(intent.id);
    expect(await provider.retrieveIntent(intent.id)).toEqual({
      ...intent,
      status: 'succeeded',
    });
    expect(await provider.retrieveIntent('pi_missing')).toBeNull();
  });

  it("refuses an amount under Stripe's minimum before calling Stripe", async () => {
    expect((await appErrorOf(create({ amountCents: 30 }))).status).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });

  it('answers 503 and logs when Stripe refuses the key', async () => {
    fake.failNext(401, { type: 'invalid_request_error', message: 'Invalid API Key provided' });
    const error = await appErrorOf(create());
    expect(error.status).toBe(503);
    expect(error.errors).toEqual({
      payment: 'Card payments are unavailable right now. Please try again later.',
    });
    expect(log.error).toHaveBeenCalledOnce();
  });
});
