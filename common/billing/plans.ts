import { PRICING_PLANS } from '../constants';

/**
 * The plans' rules (issue 16, decision 0022), computed from SPEC §9's price table in
 * common/constants.ts, which the pricing page also reads. Every amount is whole cents; the
 * server is the only one that decides what an account owes.
 */
export type PlanId = 'small' | 'standard';
export type BillingPeriod = 'month' | 'year';
export type BillingStatus = 'free' | 'trialing' | 'active' | 'past_due' | 'paused' | 'canceled';
export type BillingAccountKind = 'teacher' | 'school' | 'parish';
/** A teacher in a school's or parish's account: its managers see and pay its bills. */
export type BillingMemberRole = 'manager' | 'member';
export const BILLING_MEMBER_ROLES: readonly BillingMemberRole[] = ['manager', 'member'];
/** How invoices are paid: a card on file charged automatically, or sent with Net-30 terms. */
export type CollectionMethod = 'charge_automatically' | 'send_invoice';

export const BILLING_PERIODS: readonly BillingPeriod[] = ['month', 'year'];

export const BILLING_RULES = {
  /** Small Class: free for up to this many students (SPEC §9). */
  freeSeats: PRICING_PLANS.smallClass.maxStudents,
  trialDays: 14,
  /** Net-30: invoices sent to schools are due this many days after they are issued. */
  invoiceDueDays: 30,
  /** An invoice this many days overdue pauses the account. */
  pauseAfterOverdueDays: 30,
  /** Reminders about an overdue invoice, each sent once. */
  reminderDays: [7, 14, 21] as const,
  quoteValidDays: 30,
  /** A paused account's extra students' work is kept this long, with notice before deletion. */
  pausedRetentionMonths: 12,
  pausedDeletionNoticeDays: 30,
  /** Annual accounts may grow by 5 % or 5 students, whichever is greater, before a true-up. */
  annualBufferPercent: 5,
  annualBufferMinSeats: 5,
  /** A workbook licence is valid for the school year it is bought in, ending 31 July. */
  schoolYearEndMonth: 7,
  schoolYearEndDay: 31,
} as const;

export const SEAT_PRICE_CENTS: Record<BillingPeriod, number> = {
  month: PRICING_PLANS.standard.monthlyPerStudentCents,
  year: PRICING_PLANS.standard.annualPerStudentCents,
};

export const WORKBOOK_LICENCE_CENTS = PRICING_PLANS.workbooks.perStudentPerWorkbookCents;

/** Standard charges every counted student once there are more than five (SPEC §9). */
export const standardAmountCents = (seats: number, period: BillingPeriod): number =>
  seats * SEAT_PRICE_CENTS[period];

/** Whether a seat count needs Standard. */
export const needsStandard = (seats: number): boolean => seats > BILLING_RULES.freeSeats;

/**
 * How many students an annual account may have before a true-up: the seats billed plus a
 * buffer of 5 % (rounded up) or 5 students, whichever is greater.
 */
export const annualSeatAllowance = (seatsBilled: number): number =>
  seatsBilled +
  Math.max(
    BILLING_RULES.annualBufferMinSeats,
    Math.ceil((seatsBilled * BILLING_RULES.annualBufferPercent) / 100),
  );

/**
 * When a pause's locked-out students are deleted (issue 16, point 3): 12 calendar months (UTC)
 * after the account paused, and never sooner than 30 days after their notice went out (a
 * notice sent late, say after the job was down, still gives the full 30 days).
 */
export function pausedDeletionDate(pausedAt: string, noticedAt: string | null = null): string {
  const paused = new Date(pausedAt);
  const kept = new Date(paused);
  kept.setUTCMonth(paused.getUTCMonth() + BILLING_RULES.pausedRetentionMonths);
  if (!noticedAt) return kept.toISOString();
  const afterNotice = Date.parse(noticedAt) + BILLING_RULES.pausedDeletionNoticeDays * 86_400_000;
  return new Date(Math.max(kept.getTime(), afterNotice)).toISOString();
}

/** When the notice of that deletion goes out: 30 days before the 12 months are up. */
export function pausedNoticeDate(pausedAt: string): string {
  const deletion = Date.parse(pausedDeletionDate(pausedAt));
  return new Date(deletion - BILLING_RULES.pausedDeletionNoticeDays * 86_400_000).toISOString();
}

/**
 * Whether an account may switch between monthly and annual: one paid by purchase order is
 * annual and invoiced (`send_invoice`), so its period is the one its PO was for.
 */
export const canSwitchPeriod = (collectionMethod: CollectionMethod): boolean =>
  collectionMethod !== 'send_invoice';

/** Statuses in which Standard's features work (workbooks, seats past five). */
export const STANDARD_IS_ON: ReadonlySet<BillingStatus> = new Set([
  'trialing',
  'active',
  'past_due',
]);

/**
 * The school year a day belongs to: it ends on 31 July. 2026-11-27 is in 2026–27, which ends
 * 2027-07-31; 2027-07-31 itself is still in 2026–27.
 */
export function schoolYearOf(day: Date): { label: string; endsOn: string } {
  const year = day.getUTCFullYear();
  const month = day.getUTCMonth() + 1;
  const afterEnd =
    month > BILLING_RULES.schoolYearEndMonth ||
    (month === BILLING_RULES.schoolYearEndMonth &&
      day.getUTCDate() > BILLING_RULES.schoolYearEndDay);
  const endYear = afterEnd ? year + 1 : year;
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    label: `${endYear - 1}–${String(endYear).slice(2)}`,
    endsOn: `${endYear}-${pad(BILLING_RULES.schoolYearEndMonth)}-${pad(BILLING_RULES.schoolYearEndDay)}`,
  };
}

/**
 * Prices as the plans show them: whole dollars without decimals ($6, $60, $1,234), anything
 * else with two ($6.99). The pricing page and every billing screen read prices this way.
 */
export function formatDollars(cents: number): string {
  const dollars = Math.trunc(cents / 100);
  const rest = Math.trunc(cents) % 100;
  const whole = dollars.toLocaleString('en-US');
  return rest === 0 ? `$${whole}` : `$${whole}.${String(rest).padStart(2, '0')}`;
}
