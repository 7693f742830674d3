import { afterEach, describe, expect, it, vi } from 'vitest';
import { BILLING_API } from '@common/schemas/billing';
import { ApiError } from '~/lib/api';
import { startCheckout } from './billing-actions';
import { getBilling } from './get-billing';
import { completeLocalCheckout, getLocalCheckout } from './local-checkout';
import { requestQuote } from './quotes';

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));
const call = (fetch: ReturnType<typeof answer>, index = 0) =>
  fetch.mock.calls[index] as unknown as [string, RequestInit];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the billing client, against a mocked fetch', () => {
  it('reads the account from /api/billing/account and throws the refusal of a failed read', async () => {
    const fetch = answer(200, { account: { id: 'a' }, invoices: [] });
    vi.stubGlobal('fetch', fetch);
    expect(await getBilling()).toEqual({ account: { id: 'a' }, invoices: [] });
    expect(call(fetch)[0]).toBe(BILLING_API.account);
    vi.stubGlobal('fetch', answer(401, { errors: { session: 'Please sign in' } }));
    await expect(getBilling()).rejects.toBeInstanceOf(ApiError);
  });

  it('sends only the period when starting Standard or asking for a quote: the server prices', async () => {
    const fetch = answer(200, { url: '/teacher/billing/checkout/cs_1' });
    vi.stubGlobal('fetch', fetch);
    expect(await startCheckout('year')).toEqual({ url: '/teacher/billing/checkout/cs_1' });
    expect(call(fetch)[0]).toBe(BILLING_API.subscribe);
    expect(JSON.parse(String(call(fetch)[1].body))).toEqual({ period: 'year' });

    const quote = { id: 'q1', number: 'Q-2026-0001' };
    const quoteFetch = answer(200, { quote });
    vi.stubGlobal('fetch', quoteFetch);
    expect(await requestQuote('month')).toEqual(quote);
    expect(call(quoteFetch)[0]).toBe(BILLING_API.quotes);
    expect(JSON.parse(String(call(quoteFetch)[1].body))).toEqual({ period: 'month' });
  });

  it('reads a local checkout session, and refuses an answer of another shape', async () => {
    const session = {
      id: 'cs_1',
      mode: 'subscription',
      status: 'open',
      accountName: 'Maria Lopez',
      seats: 7,
      period: 'year',
      amountCents: 7000,
      invoiceNumber: null,
    };
    const fetch = answer(200, session);
    vi.stubGlobal('fetch', fetch);
    expect(await getLocalCheckout('cs_1')).toEqual(session);
    vi.stubGlobal('fetch', answer(200, { ...session, mode: 'donation' }));
    await expect(getLocalCheckout('cs_1')).rejects.toThrow();
    expect(call(fetch)[0]).toBe('/api/billing/local/checkout/cs_1');
  });

  it('pays a local checkout: the url to follow, or the decline under errors.card', async () => {
    const card = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
    const fetch = answer(200, { url: '/teacher/billing?paid=1' });
    vi.stubGlobal('fetch', fetch);
    expect(await completeLocalCheckout('cs_1', card)).toEqual({
      ok: true,
      url: '/teacher/billing?paid=1',
    });
    expect(call(fetch)[0]).toBe('/api/billing/local/checkout/cs_1/complete');
    expect(JSON.parse(String(call(fetch)[1].body))).toEqual({ card });

    vi.stubGlobal('fetch', answer(402, { errors: { card: 'Your card was declined.' } }));
    expect(await completeLocalCheckout('cs_1', card)).toEqual({
      ok: false,
      message: 'Your card was declined.',
    });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await completeLocalCheckout('cs_1', card)).toEqual({ ok: false, message: null });
  });
});
