import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  BILLING_CHECKOUT_COPY,
  BILLING_MANAGE_COPY,
  BILLING_PAGE_COPY,
} from '@common/copy/billing-pages';
import { CHARGES_ARE_FINAL } from '@common/copy/billing-documents';
import type { BillingQuote } from '@common/schemas/billing';
import { ApiError } from '~/lib/api';
import { billingKeys } from '../api/keys';
import {
  sampleAccount,
  sampleInvoice,
  samplePausedAccount,
  sampleSmallAccount,
} from '../utils/billing-samples';
import { BillingBannerView } from './BillingBanner';
import { BillingPage } from './BillingPage';
import { BillingView, type BillingActions } from './BillingView';
import { CheckoutView } from './CheckoutView';
import { ManageView } from './ManageView';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const ok = async () => null;
const actions: BillingActions = {
  choose: ok,
  startTrial: ok,
  switchPeriod: ok,
  manage: ok,
  pay: ok,
  requestQuote: ok,
  acceptQuote: ok,
};
const html = (node: ReactNode, queryClient = new QueryClient()) =>
  renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
/** The visible text, tags removed, entities as typed. */
const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
const buttons = (markup: string) =>
  [...markup.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((match) => text(match[1] ?? '').trim());

describe('the billing page', () => {
  it('shows the workbook licences section the route hands in, to managers only', () => {
    const section = <p data-testid="workbooks-slot">Workbook licences</p>;
    const shown = html(
      <BillingView
        billing={{ account: sampleAccount(), invoices: [] }}
        quotes={[]}
        now={NOW}
        actions={actions}
        workbooks={section}
      />,
    );
    expect(shown).toContain('data-testid="workbooks-slot"');
    const readOnly = html(
      <BillingView
        billing={{ account: sampleAccount({ canManage: false }), invoices: [] }}
        quotes={[]}
        now={NOW}
        actions={actions}
        workbooks={section}
      />,
    );
    expect(readOnly).not.toContain('data-testid="workbooks-slot"');
  });

  it('lists each quote with its PDF, total and date; only open ones offer "Enter PO number"', () => {
    const quote = (fields: Partial<BillingQuote>): BillingQuote => ({
      id: 'q1',
      number: 'Q-2026-0001',
      seats: 7,
      period: 'year',
      totalCents: 7000,
      issuedAt: '2026-11-20T00:00:00Z',
      validUntil: '2026-12-20T00:00:00Z',
      status: 'open',
      poNumber: null,
      pdfUrl: '/api/billing/quotes/q1/pdf',
      ...fields,
    });
    const markup = html(
      <BillingView
        billing={{ account: sampleSmallAccount(), invoices: [] }}
        quotes={[
          quote({}),
          quote({ id: 'q2', number: 'Q-2026-0002', status: 'accepted', poNumber: 'PO-9' }),
          quote({ id: 'q3', number: 'Q-2026-0003', status: 'expired' }),
        ]}
        now={NOW}
        actions={actions}
      />,
    );
    const words = text(markup);
    expect(markup).toContain('href="/api/billing/quotes/q1/pdf"');
    expect(words).toContain('7 students, annual: $70 · valid until 20 December 2026');
    expect(words).toContain(BILLING_PAGE_COPY.poNumber('PO-9'));
    expect(words).toContain(BILLING_PAGE_COPY.quoteExpiredNote);
    expect(buttons(markup).filter((label) => label === BILLING_PAGE_COPY.enterPo)).toHaveLength(1);
    expect(markup).toContain(`aria-label="${BILLING_PAGE_COPY.enterPoFor('Q-2026-0001')}"`);
  });

  it('shows an annual account: plan, count and how, next charge, invoices with PDFs', () => {
    const invoices = [
      sampleInvoice({ id: 'i1', number: 'INV-2026-0001', pdfUrl: '/api/billing/invoices/i1/pdf' }),
      sampleInvoice({
        id: 'i2',
        number: 'INV-2026-0002',
        status: 'open',
        dueAt: '2026-11-01T00:00:00Z',
        paidAt: null,
        pdfUrl: null,
      }),
    ];
    const markup = html(
      <BillingView
        billing={{ account: sampleAccount(), invoices }}
        quotes={[]}
        now={NOW}
        actions={actions}
      />,
    );
    const words = text(markup);
    expect(words).toContain('Standard — annual, renews 1 August 2027');
    expect(words).toContain('7 students, counted 27 November 2026');
    expect(words).toContain('Theology 9, period 2');
    expect(words).toContain('1 student is in more than one class and counted once.');
    expect(words).toContain(BILLING_PAGE_COPY.archivedNote);
    expect(words).toContain('$70 on 1 August 2027');
    expect(words).toContain('up to 12 students before one true-up');
    expect(markup).toContain('href="/api/billing/invoices/i1/pdf"');
    expect(words).toContain(BILLING_PAGE_COPY.overdue);
    expect(words).toContain(BILLING_PAGE_COPY.pdfPending);
    expect(buttons(markup)).toEqual(
      expect.arrayContaining([
        BILLING_PAGE_COPY.manage,
        BILLING_PAGE_COPY.switchTo('month'),
        BILLING_PAGE_COPY.requestQuote,
      ]),
    );
    expect(buttons(markup)).not.toContain(BILLING_PAGE_COPY.payNow);
  });

  it('offers no period switch to an account paid by purchase order (annual, invoiced)', () => {
    const markup = html(
      <BillingView
        billing={{ account: sampleAccount({ collectionMethod: 'send_invoice' }), invoices: [] }}
        quotes={[]}
        now={NOW}
        actions={actions}
      />,
    );
    expect(buttons(markup)).toContain(BILLING_PAGE_COPY.manage);
    expect(buttons(markup)).not.toContain(BILLING_PAGE_COPY.switchTo('month'));
    const manage = html(
      <ManageView
        account={sampleAccount({ collectionMethod: 'send_invoice' })}
        actions={{ replaceCard: ok, switchPeriod: ok, cancel: ok, resume: ok }}
      />,
    );
    expect(buttons(manage)).not.toContain(BILLING_PAGE_COPY.switchTo('month'));
    expect(buttons(manage)).toContain(BILLING_MANAGE_COPY.cancel);
  });

  it('offers Small Class the two Standard choices and the trial, priced for the next count', () => {
    const markup = html(
      <BillingView
        billing={{ account: sampleSmallAccount(), invoices: [] }}
        quotes={[]}
        now={NOW}
        actions={actions}
      />,
    );
    const words = text(markup);
    expect(words).toContain('Small Class — free for up to 5 students');
    expect(words).toContain('6 students × $1 = $6 a month');
    expect(words).toContain('6 students × $10 = $60 a year');
    expect(buttons(markup)).toEqual(
      expect.arrayContaining(['Choose monthly', 'Choose annual', BILLING_PAGE_COPY.startTrial]),
    );
    expect(buttons(markup)).not.toContain(BILLING_PAGE_COPY.manage);
    // The terms come only once a choice is made, before paying.
    expect(words).not.toContain(CHARGES_ARE_FINAL);
    expect(words).toContain(BILLING_PAGE_COPY.invoicesEmpty);
  });

  it('opens straight onto ?start=year with the terms shown before paying', () => {
    const markup = html(
      <BillingView
        billing={{
          account: sampleSmallAccount({
            seats: { counted: 8, billed: 0, free: 5, allowance: null, countedAt: null },
          }),
          invoices: [],
        }}
        quotes={[]}
        now={NOW}
        start="year"
        returnTo="/teacher/classes"
        actions={actions}
      />,
    );
    const words = text(markup);
    expect(words).toContain(CHARGES_ARE_FINAL);
    expect(words).toContain('8 students × $10 = $80 a year');
    expect(buttons(markup)).toContain(BILLING_PAGE_COPY.agree);
    expect(buttons(markup)).toContain('Choose monthly');
    expect(markup).toMatch(/href="\/teacher\/classes"[^>]*>Not now/);
  });

  it('says exactly why a paused account is paused, with ONE Pay now', () => {
    const invoices = [
      sampleInvoice({
        number: 'INV-2026-0014',
        status: 'open',
        totalCents: 800,
        amountPaidCents: 0,
        dueAt: '2026-10-24T12:00:00Z',
        paidAt: null,
      }),
    ];
    const markup = html(
      <BillingView
        billing={{ account: samplePausedAccount(), invoices }}
        quotes={[]}
        now={NOW}
        actions={actions}
      />,
    );
    const words = text(markup);
    expect(words).toContain('Invoice INV-2026-0014 ($8) is 34 days overdue.');
    expect(words).toContain('3 students beyond your first 5 cannot sign in until it is paid.');
    expect(words).toContain('Nothing has been deleted');
    expect(words).toContain(
      'If the account is still paused on 24 October 2027, the work of these 3 students is deleted then: Ana Ruiz, Ben Li and Cy Oh. Paying before that day keeps it all.',
    );
    expect(buttons(markup)).toEqual([BILLING_PAGE_COPY.payNow]);
  });

  it('says nothing of deletion when a paused account has nobody locked out', () => {
    const markup = html(
      <BillingView
        billing={{
          account: samplePausedAccount({ pausedStudents: 0, pausedDeletion: null }),
          invoices: [],
        }}
        quotes={[]}
        now={NOW}
        actions={actions}
      />,
    );
    expect(text(markup)).not.toContain('deleted then');
  });

  it('says plainly, when a trial ended unpaid, that the students beyond five cannot sign in until it is paid', () => {
    const account = samplePausedAccount({
      collectionMethod: 'charge_automatically',
      trialEndsAt: '2026-11-20T12:00:00.000Z',
      pausedAt: '2026-11-20T12:05:00.000Z',
      pastDueSince: null,
    });
    const words = text(
      html(
        <BillingView billing={{ account, invoices: [] }} quotes={[]} now={NOW} actions={actions} />,
      ),
    );
    expect(words).toContain(
      'Your free trial has ended without a card on file, so students beyond your first 5 cannot sign in until it is paid.',
    );
    expect(text(html(<BillingBannerView account={account} now={NOW} />))).toContain(
      'Your free Standard trial has ended, so students beyond your first 5 cannot sign in until it is paid',
    );
  });

  it('is read-only for someone who cannot manage the account', () => {
    const markup = html(
      <BillingView
        billing={{ account: sampleAccount({ canManage: false }), invoices: [] }}
        quotes={undefined}
        now={NOW}
        actions={actions}
      />,
    );
    expect(text(markup)).toContain(BILLING_PAGE_COPY.readOnly);
    expect(buttons(markup)).toEqual([]);
  });

  it('shows the loading state, then a failed load with Try again', () => {
    const loading = html(<BillingPage />);
    expect(loading).toContain('data-testid="skeleton"');
    expect(text(loading)).toContain(BILLING_PAGE_COPY.loading);

    // A read that failed (its retries spent): the page does not start another on its own.
    const failed = new QueryClient({ defaultOptions: { queries: { retryOnMount: false } } });
    failed
      .getQueryCache()
      .build(failed, { queryKey: billingKeys.account() })
      .setState({ status: 'error', error: new ApiError(500, {}), fetchStatus: 'idle' });
    const markup = html(<BillingPage />, failed);
    expect(markup).toContain('role="alert"');
    expect(text(markup)).toContain(BILLING_PAGE_COPY.failed);
    expect(buttons(markup)).toContain('Try again');
  });
});

describe('the local checkout', () => {
  const checkout = {
    id: 'cs_1',
    accountName: 'Maria Lopez',
    mode: 'subscription' as const,
    seats: 7,
    period: 'year' as const,
    amountCents: 7000,
    status: 'open' as const,
    invoiceNumber: null,
  };
  const pay = async () => ({ ok: true as const, url: '/teacher/billing' });

  it('shows what is bought, the terms, test mode and a Pay button waiting for a card', () => {
    const markup = html(<CheckoutView checkout={checkout} onPay={pay} onPaid={() => {}} />);
    const words = text(markup);
    expect(words).toContain(BILLING_CHECKOUT_COPY.testMode);
    expect(words).toContain('Maria Lopez');
    expect(words).toContain('7 students × $10 a year');
    expect(words).toContain('$70 a year');
    expect(words).toContain(CHARGES_ARE_FINAL);
    expect(markup).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Pay \$70<\/button>/);
    expect(markup.match(/autoComplete="off"|autocomplete="off"/g)).toHaveLength(3);
  });

  it('leads back to billing for a session already paid', () => {
    const markup = html(
      <CheckoutView checkout={{ ...checkout, status: 'complete' }} onPay={pay} onPaid={() => {}} />,
    );
    expect(text(markup)).toContain(BILLING_CHECKOUT_COPY.complete);
    expect(markup).toContain('href="/teacher/billing"');
    expect(markup).not.toContain('card-number');
  });
});

describe('the local customer portal', () => {
  const manageActions = { replaceCard: ok, switchPeriod: ok, cancel: ok, resume: ok };

  it('shows the card on file, the period and cancelling at period end', () => {
    const markup = html(<ManageView account={sampleAccount()} actions={manageActions} />);
    const words = text(markup);
    expect(words).toContain('Card ending 4242');
    expect(buttons(markup)).toEqual(
      expect.arrayContaining([
        BILLING_MANAGE_COPY.replaceCard,
        BILLING_PAGE_COPY.switchTo('month'),
        BILLING_MANAGE_COPY.cancel,
      ]),
    );
    expect(words).toContain('Standard stays on until 1 August 2027');
  });

  it('offers to undo a cancellation until the period ends', () => {
    const markup = html(
      <ManageView
        account={sampleAccount({ cancelAtPeriodEnd: true, card: null })}
        actions={manageActions}
      />,
    );
    const words = text(markup);
    expect(words).toContain('Standard ends on 1 August 2027 and will not renew.');
    expect(words).toContain(BILLING_MANAGE_COPY.noCard);
    expect(buttons(markup)).toContain(BILLING_MANAGE_COPY.undo);
    expect(buttons(markup)).not.toContain(BILLING_MANAGE_COPY.cancel);
  });
});

describe('the billing banner', () => {
  it('speaks for a paused account with one button to billing, and is silent otherwise', () => {
    const markup = html(<BillingBannerView account={samplePausedAccount()} now={NOW} />);
    expect(markup).toContain('data-testid="billing-banner"');
    expect(markup.match(/href="\/teacher\/billing"/g)).toHaveLength(1);
    expect(text(markup)).toContain('Pay now');
    expect(html(<BillingBannerView account={sampleAccount()} now={NOW} />)).toBe('');
  });
});
