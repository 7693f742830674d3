import { describe, expect, it } from 'vitest';
import { PRICING_PLANS } from '@common/constants';
import {
  annualExample,
  annualSavingsPerStudentCents,
  formatPrice,
  planCards,
  standardClassCostCents,
  standardPrice,
} from './pricing';

describe('formatPrice', () => {
  it('shows whole dollars without decimals and cents with two', () => {
    expect(formatPrice(100)).toBe('$1');
    expect(formatPrice(1000)).toBe('$10');
    expect(formatPrice(10000)).toBe('$100');
    expect(formatPrice(699)).toBe('$6.99');
    expect(formatPrice(105)).toBe('$1.05');
    expect(formatPrice(123456)).toBe('$1,234.56');
  });

  it('shows nothing to pay as Free', () => {
    expect(formatPrice(0)).toBe('Free');
  });

  it('rejects amounts that are not whole cents', () => {
    expect(() => formatPrice(1.5)).toThrow(RangeError);
    expect(() => formatPrice(-100)).toThrow(RangeError);
  });
});

describe('plan prices (SPEC §9)', () => {
  it('prices Standard per student per month or per year', () => {
    expect(standardPrice('monthly')).toEqual({ amount: '$1', unit: 'per student per month' });
    expect(standardPrice('annual')).toEqual({ amount: '$10', unit: 'per student per year' });
  });

  it('explains the listed yearly figure as a class size', () => {
    expect(annualExample()).toBe('$100 a year for a class of 10');
  });

  it('gives the three plans in order with the toggle changing only Standard', () => {
    const monthly = planCards('monthly');
    const annual = planCards('annual');
    expect(monthly.map((plan) => plan.name)).toEqual([
      PRICING_PLANS.smallClass.name,
      PRICING_PLANS.standard.name,
      PRICING_PLANS.workbooks.name,
    ]);
    expect(monthly[0]?.price.amount).toBe('Free');
    expect(monthly[0]?.audience).toBe('For up to 5 students');
    expect(monthly[1]?.audience).toBe('For more than 5 students');
    expect(monthly[1]?.note).toBe('Save $2 per student a year with annual billing.');
    expect(annual[1]?.note).toBe('For example, $100 a year for a class of 10.');
    expect(monthly[2]?.price).toEqual({ amount: '$6.99', unit: 'per student per workbook' });
    expect(monthly[2]?.note).toBe('Requires a Standard subscription.');
    expect(annual[0]).toEqual(monthly[0]);
    expect(annual[2]).toEqual(monthly[2]);
  });
});

describe('annualSavingsPerStudentCents', () => {
  it('compares a year of annual billing with twelve monthly payments', () => {
    // $1 a month for twelve months against $10 a year.
    expect(annualSavingsPerStudentCents()).toBe(200);
    expect(formatPrice(annualSavingsPerStudentCents())).toBe('$2');
  });
});

describe('standardClassCostCents', () => {
  it('is free up to 5 students and per student above', () => {
    expect(standardClassCostCents(5, 'monthly')).toBe(0);
    expect(standardClassCostCents(6, 'monthly')).toBe(600);
    expect(standardClassCostCents(6, 'annual')).toBe(6000);
    expect(standardClassCostCents(10, 'annual')).toBe(PRICING_PLANS.standard.annualListedCents);
  });

  it('rejects impossible class sizes', () => {
    expect(() => standardClassCostCents(-1, 'monthly')).toThrow(RangeError);
    expect(() => standardClassCostCents(2.5, 'annual')).toThrow(RangeError);
  });
});
