import {
  BILLING_RULES,
  SEAT_PRICE_CENTS,
  formatDollars,
  standardAmountCents,
  type BillingPeriod,
} from './plans';

/**
 * The priced choice a teacher gets before the sixth student is seated (issue 16, point 2): the
 * count after the change, what Standard would cost for it each month and each year, and whether
 * the account may still start its one free trial. The server computes it; the client shows it.
 */
export interface PlanChoice {
  /** Distinct students the account would have after the change. */
  seats: number;
  /** Distinct students it has now. */
  currentSeats: number;
  monthlyCents: number;
  annualCents: number;
  trialAvailable: boolean;
  trialDays: number;
  /** Why the choice is asked: a free account past five, a paused one, or one whose Standard ended. */
  reason: 'small_class_limit' | 'paused' | 'canceled';
}

export function planChoiceFor(input: {
  seats: number;
  currentSeats: number;
  trialAvailable: boolean;
  reason: PlanChoice['reason'];
}): PlanChoice {
  return {
    ...input,
    monthlyCents: standardAmountCents(input.seats, 'month'),
    annualCents: standardAmountCents(input.seats, 'year'),
    trialDays: BILLING_RULES.trialDays,
  };
}

/** "6 students × $1 = $6 a month, or $60 a year" (the issue's own example). */
export function planChoiceSentence(choice: Pick<PlanChoice, 'seats'>): string {
  const students = choice.seats === 1 ? '1 student' : `${choice.seats} students`;
  return `${students} × ${formatDollars(SEAT_PRICE_CENTS.month)} = ${formatDollars(
    standardAmountCents(choice.seats, 'month'),
  )} a month, or ${formatDollars(standardAmountCents(choice.seats, 'year'))} a year`;
}

export const PERIOD_WORDS: Record<BillingPeriod, { adjective: string; per: string }> = {
  month: { adjective: 'Monthly', per: 'a month' },
  year: { adjective: 'Annual', per: 'a year' },
};
