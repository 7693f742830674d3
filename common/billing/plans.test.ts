import { describe, expect, it } from 'vitest';
import { planChoiceFor, planChoiceSentence } from './choice';
import { annualSeatAllowance, formatDollars, needsStandard, schoolYearOf } from './plans';

describe('the plans’ rules', () => {
  it('asks for Standard past five students and prices every counted student', () => {
    expect(needsStandard(5)).toBe(false);
    expect(needsStandard(6)).toBe(true);
    expect(planChoiceSentence({ seats: 6 })).toBe('6 students × $1 = $6 a month, or $60 a year');
    expect(
      planChoiceFor({ seats: 8, currentSeats: 5, trialAvailable: false, reason: 'paused' }),
    ).toEqual({
      seats: 8,
      currentSeats: 5,
      monthlyCents: 800,
      annualCents: 8000,
      trialAvailable: false,
      trialDays: 14,
      reason: 'paused',
    });
  });

  it('gives annual accounts a buffer of 5 % or 5 students, whichever is greater', () => {
    expect(annualSeatAllowance(20)).toBe(25);
    expect(annualSeatAllowance(100)).toBe(105);
    expect(annualSeatAllowance(101)).toBe(107);
    expect(annualSeatAllowance(400)).toBe(420);
  });

  it('ends the school year on 31 July', () => {
    expect(schoolYearOf(new Date('2026-11-27T10:00:00Z'))).toEqual({
      label: '2026–27',
      endsOn: '2027-07-31',
    });
    expect(schoolYearOf(new Date('2027-07-31T23:00:00Z')).endsOn).toBe('2027-07-31');
    expect(schoolYearOf(new Date('2027-08-01T00:00:00Z'))).toEqual({
      label: '2027–28',
      endsOn: '2028-07-31',
    });
  });

  it('shows whole dollars without decimals and the rest with two', () => {
    expect(formatDollars(600)).toBe('$6');
    expect(formatDollars(699)).toBe('$6.99');
    expect(formatDollars(123450)).toBe('$1,234.50');
  });
});
