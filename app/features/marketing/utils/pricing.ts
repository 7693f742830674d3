import { formatDollars } from '@common/billing/plans';
import { PRICING_PLANS } from '@common/constants';

export type BillingPeriod = 'monthly' | 'annual';

export const BILLING_PERIODS: readonly BillingPeriod[] = ['monthly', 'annual'];

/**
 * US cents to the prices the pricing page shows: whole dollars without decimals ($1, $10,
 * $100), anything else with two ($6.99), and nothing at all as 'Free'.
 */
export function formatPrice(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0) {
    throw new RangeError(`A price must be a whole, non-negative number of cents: ${cents}`);
  }
  return cents === 0 ? 'Free' : formatDollars(cents);
}

export interface PlanPrice {
  /** The amount as shown, e.g. '$1' or 'Free'. */
  amount: string;
  /** What the amount buys, e.g. 'per student per month'. */
  unit: string;
}

/** SPEC §9: Standard is $1 per student per month, or $10 per student per year. */
export function standardPrice(period: BillingPeriod): PlanPrice {
  const { monthlyPerStudentCents, annualPerStudentCents } = PRICING_PLANS.standard;
  return period === 'monthly'
    ? { amount: formatPrice(monthlyPerStudentCents), unit: 'per student per month' }
    : { amount: formatPrice(annualPerStudentCents), unit: 'per student per year' };
}

/**
 * SPEC §9 '(100 yearly also listed)': the listed yearly figure, explained as the class size it
 * pays for at the annual per-student rate, e.g. '$100 a year for a class of 10'.
 */
export function annualExample(): string {
  const { annualListedCents, annualPerStudentCents } = PRICING_PLANS.standard;
  const classSize = annualListedCents / annualPerStudentCents;
  return `${formatPrice(annualListedCents)} a year for a class of ${classSize}`;
}

/**
 * What a Standard class of `students` costs over one billing period, in cents. Standard is for
 * classes of more than 5 students; smaller classes are on the free Small Class plan.
 */
export function standardClassCostCents(students: number, period: BillingPeriod): number {
  if (!Number.isInteger(students) || students < 0) {
    throw new RangeError(`A class size must be a whole, non-negative number: ${students}`);
  }
  if (students <= PRICING_PLANS.smallClass.maxStudents) return PRICING_PLANS.smallClass.priceCents;
  const { monthlyPerStudentCents, annualPerStudentCents } = PRICING_PLANS.standard;
  return students * (period === 'monthly' ? monthlyPerStudentCents : annualPerStudentCents);
}

/** What a year of annual billing saves per student against twelve monthly payments, in cents. */
export function annualSavingsPerStudentCents(): number {
  const { monthlyPerStudentCents, annualPerStudentCents } = PRICING_PLANS.standard;
  return Math.max(0, 12 * monthlyPerStudentCents - annualPerStudentCents);
}

export interface PlanCardContent {
  id: 'smallClass' | 'standard' | 'workbooks';
  name: string;
  price: PlanPrice;
  /** Who the plan is for, e.g. 'For up to 5 students'. */
  audience: string;
  /** A further line under the price (savings, the annual example, or the requirement). */
  note: string;
  features: string[];
  /** The plan the page highlights. */
  featured: boolean;
}

/** The three plan cards of SPEC §3 in order, priced for the chosen billing period. */
export function planCards(period: BillingPeriod): PlanCardContent[] {
  const { smallClass, standard, workbooks } = PRICING_PLANS;
  return [
    {
      id: 'smallClass',
      name: smallClass.name,
      price: { amount: formatPrice(smallClass.priceCents), unit: 'for your class' },
      audience: `For up to ${smallClass.maxStudents} students`,
      note: 'A simple way to start with a small group or a pilot class.',
      features: [
        'Reflection questions and student writing',
        'Live teacher guidance',
        'Avatar store and points',
        'Printed books on demand',
      ],
      featured: false,
    },
    {
      id: 'standard',
      name: standard.name,
      price: standardPrice(period),
      audience: `For more than ${standard.minStudentsExclusive} students`,
      note:
        period === 'annual'
          ? `For example, ${annualExample()}.`
          : `Save ${formatPrice(annualSavingsPerStudentCents())} per student a year with annual billing.`,
      features: [
        'Everything in Small Class',
        'Unlimited activities and breakout rooms',
        'Rubrics, vocabulary tools and PDF creation',
        'Teacher collaboration and Google integration',
      ],
      featured: true,
    },
    {
      id: 'workbooks',
      name: workbooks.name,
      price: {
        amount: formatPrice(workbooks.perStudentPerWorkbookCents),
        unit: 'per student per workbook',
      },
      audience: 'High school theology',
      note: `Requires a ${standard.name} subscription.`,
      features: [
        'Workbook readings as ready-made reflection activities',
        'Questions that follow each chapter',
        'Students answer in their own journals',
      ],
      featured: false,
    },
  ];
}
