import { describe, expect, it } from 'vitest';
import { BILLING_BANNER_COPY } from '@common/copy/billing-pages';
import type { BillingAccountView, BillingInvoice } from '../api/get-billing';
import { bannerFor, overdueInvoice, planLine, startParams } from './plan-words';
import { followableUrl } from './follow-url';
import { sampleAccount, sampleInvoice } from './billing-samples';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const account = (fields: Partial<BillingAccountView>) => sampleAccount(fields);

describe('the plan in words', () => {
  it('names each status as the billing page says it', () => {
    expect(planLine(account({ status: 'free', plan: 'small' }), NOW)).toBe(
      'Small Class — free for up to 5 students',
    );
    expect(
      planLine(
        account({ status: 'active', period: 'year', currentPeriodEnd: '2027-08-01T00:00:00Z' }),
        NOW,
      ),
    ).toBe('Standard — annual, renews 1 August 2027');
    expect(
      planLine(account({ status: 'trialing', trialEndsAt: '2026-12-06T10:00:00Z' }), NOW),
    ).toBe('Trial — 9 days left');
    expect(planLine(account({ status: 'paused' }), NOW)).toBe('Paused: a payment is overdue');
    // A trial that ended without a card pauses at its end: that is what the page says then.
    const afterTrial = account({
      status: 'paused',
      trialEndsAt: '2026-11-20T10:00:00.000Z',
      pausedAt: '2026-11-20T10:00:00.000Z',
    });
    expect(planLine(afterTrial, NOW)).toBe('Paused: your free trial has ended');
    expect(bannerFor(afterTrial, NOW)?.message).toMatch(/^Your free Standard trial has ended/);
    expect(
      planLine(
        account({
          status: 'active',
          period: 'month',
          currentPeriodEnd: '2026-12-27T00:00:00Z',
          cancelAtPeriodEnd: true,
        }),
        NOW,
      ),
    ).toBe('Standard — monthly, ends 27 December 2026');
  });
});

describe('the overdue invoice of a paused account', () => {
  it('is the oldest open one, with its days overdue and what is left to pay', () => {
    const invoices: BillingInvoice[] = [
      sampleInvoice({ number: 'INV-2026-0009', status: 'paid' }),
      sampleInvoice({
        number: 'INV-2026-0010',
        status: 'open',
        dueAt: '2026-10-20T12:00:00Z',
        totalCents: 6000,
        amountPaidCents: 1000,
      }),
      sampleInvoice({ number: 'INV-2026-0011', status: 'open', dueAt: '2026-11-20T12:00:00Z' }),
    ];
    expect(overdueInvoice(invoices, NOW)).toEqual({
      number: 'INV-2026-0010',
      amountCents: 5000,
      daysOverdue: 38,
    });
    expect(overdueInvoice([], NOW)).toBeNull();
  });
});

describe('the banner', () => {
  it('shows for paused and past-due accounts, and a trial ending within 3 days only', () => {
    expect(bannerFor(account({ status: 'paused' }), NOW)).toEqual({
      message: BILLING_BANNER_COPY.paused,
      pay: true,
    });
    expect(bannerFor(account({ status: 'past_due' }), NOW)?.pay).toBe(true);
    expect(
      bannerFor(account({ status: 'trialing', trialEndsAt: '2026-11-30T12:00:00Z' }), NOW),
    ).toEqual({ message: BILLING_BANNER_COPY.trialEnding(3), pay: false });
    expect(
      bannerFor(account({ status: 'trialing', trialEndsAt: '2026-12-01T12:00:00Z' }), NOW),
    ).toBeNull();
    expect(bannerFor(account({ status: 'active' }), NOW)).toBeNull();
    expect(bannerFor(account({ status: 'free' }), NOW)).toBeNull();
  });
});

describe('the page’s start and return parameters', () => {
  it('opens on a period and returns only to a path of this site', () => {
    const parse = (query: string) => startParams(new URLSearchParams(query), '/teacher/billing');
    expect(parse('start=year&return=/teacher/classes')).toEqual({
      start: 'year',
      returnTo: '/teacher/classes',
    });
    expect(parse('start=week&return=https://evil.example/')).toEqual({
      start: null,
      returnTo: '/teacher/billing',
    });
    expect(parse('return=//evil.example').returnTo).toBe('/teacher/billing');
    expect(parse('')).toEqual({ start: null, returnTo: null });
  });
});

describe('where a { url } answer may lead', () => {
  it('to this site or Stripe over https, nowhere else', () => {
    const origin = 'https://lectio.app';
    expect(followableUrl('/teacher/billing/checkout/cs_1', origin)).toBe(
      '/teacher/billing/checkout/cs_1',
    );
    expect(followableUrl('https://checkout.stripe.com/c/pay/cs_1', origin)).toBe(
      'https://checkout.stripe.com/c/pay/cs_1',
    );
    expect(followableUrl('https://billing.stripe.com/p/session/1', origin)).toContain(
      'billing.stripe.com',
    );
    expect(followableUrl('http://checkout.stripe.com/x', origin)).toBeNull();
    expect(followableUrl('https://stripe.com.evil.example/x', origin)).toBeNull();
    expect(followableUrl('javascript:alert(1)', origin)).toBeNull();
    expect(followableUrl('//evil.example/x', origin)).toBeNull();
  });
});
