import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmLocalPayment } from './confirm-local-payment';

const request = {
  clientSecret: 'pi_local_1_secret_x',
  card: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
  billing: { name: 'Lucia Gomez', email: 'lucia@example.com' },
};
const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('confirming with the local test provider', () => {
  it('posts the card and billing details and reports the paid intent', async () => {
    const fetch = answer(200, { paymentIntent: { id: 'pi_local_1', status: 'succeeded' } });
    vi.stubGlobal('fetch', fetch);
    expect(await confirmLocalPayment(request)).toEqual({ ok: true, paymentIntentId: 'pi_local_1' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/store/payments/local/confirm');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(request);
  });

  it("passes the card provider's message on as given", async () => {
    vi.stubGlobal(
      'fetch',
      answer(402, { error: { code: 'card_declined', message: 'Your card was declined.' } }),
    );
    expect(await confirmLocalPayment(request)).toEqual({
      ok: false,
      message: 'Your card was declined.',
    });
  });

  it('shows the first field error of a refused request', async () => {
    vi.stubGlobal('fetch', answer(400, { errors: { billing: 'Email is invalid' } }));
    expect(await confirmLocalPayment(request)).toEqual({ ok: false, message: 'Email is invalid' });
  });

  it('says card payments are unavailable when the network fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await confirmLocalPayment(request)).toEqual({
      ok: false,
      message: 'Card payments are unavailable right now. Please try again later.',
    });
  });
});
