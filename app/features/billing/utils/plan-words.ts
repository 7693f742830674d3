import type { BillingPeriod } from '@common/billing/plans';
import { BILLING_BANNER_COPY, BILLING_PAGE_COPY } from '@common/copy/billing-pages';
import { safeRedirect } from '@common/redirect';
import type { BillingAccountView, BillingInvoice } from '../api/get-billing';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `now` until `iso` (rounded up; 0 once it has passed). */
export const daysUntil = (iso: string, now: Date) =>
  Math.max(0, Math.ceil((new Date(iso).getTime() - now.getTime()) / DAY_MS));

/**
 * Whether a paused account paused because its trial ended without a card (the other reason is
 * an invoice 30 days overdue): the server pauses it at the trial's end.
 */
export const pausedAfterTrial = (account: BillingAccountView) =>
  account.status === 'paused' &&
  !!account.trialEndsAt &&
  !!account.pausedAt &&
  account.pausedAt >= account.trialEndsAt;

/** The plan and its status in words: "Standard — annual, renews 1 August 2027". */
export function planLine(account: BillingAccountView, now: Date): string {
  const copy = BILLING_PAGE_COPY.plan;
  switch (account.status) {
    case 'free':
      return copy.small;
    case 'trialing':
      return copy.trial(account.trialEndsAt ? daysUntil(account.trialEndsAt, now) : 0);
    case 'paused':
      return pausedAfterTrial(account) ? copy.pausedAfterTrial : copy.paused;
    case 'canceled':
      return copy.canceled;
    case 'past_due':
      return copy.pastDue(account.pastDueSince ?? now.toISOString());
    case 'active': {
      const period = account.period ?? 'month';
      if (account.cancelAtPeriodEnd && account.currentPeriodEnd) {
        return copy.ending(period, account.currentPeriodEnd);
      }
      return copy.standard(period, account.currentPeriodEnd);
    }
  }
}

/** The invoice a paused or past-due account owes: the oldest open one, and how overdue it is. */
export function overdueInvoice(invoices: readonly BillingInvoice[], now: Date) {
  const open = invoices
    .filter((invoice) => invoice.status === 'open')
    .sort((a, b) => (a.dueAt ?? a.issuedAt).localeCompare(b.dueAt ?? b.issuedAt))[0];
  if (!open) return null;
  const due = new Date(open.dueAt ?? open.issuedAt).getTime();
  return {
    number: open.number,
    amountCents: Math.max(0, open.totalCents - open.amountPaidCents),
    daysOverdue: Math.max(0, Math.floor((now.getTime() - due) / DAY_MS)),
  };
}

/** Whether an invoice is open past its due date. */
export const isOverdue = (invoice: BillingInvoice, now: Date) =>
  invoice.status === 'open' && !!invoice.dueAt && new Date(invoice.dueAt).getTime() < now.getTime();

/** The banner of the teacher's home and classes pages, or null when all is well. */
export function bannerFor(
  account: BillingAccountView,
  now: Date,
): { message: string; pay: boolean } | null {
  if (account.status === 'paused') {
    const message = pausedAfterTrial(account)
      ? BILLING_BANNER_COPY.pausedAfterTrial
      : BILLING_BANNER_COPY.paused;
    return { message, pay: true };
  }
  if (account.status === 'past_due') return { message: BILLING_BANNER_COPY.pastDue, pay: true };
  if (account.status === 'trialing' && account.trialEndsAt) {
    const left = daysUntil(account.trialEndsAt, now);
    if (left <= 3) return { message: BILLING_BANNER_COPY.trialEnding(left), pay: false };
  }
  return null;
}

/**
 * `?start=month|year` (from the pricing page or the plan-choice modal) opens the page on that
 * choice; `return=` is where "Not now" leads, a path of this site only.
 */
export function startParams(search: URLSearchParams, fallback: string) {
  const start = search.get('start');
  return {
    start: start === 'month' || start === 'year' ? (start as BillingPeriod) : null,
    returnTo: search.has('return') ? safeRedirect(search.get('return'), fallback) : null,
  };
}
