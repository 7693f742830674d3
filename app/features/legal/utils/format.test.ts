import { describe, expect, it } from 'vitest';
import { LEGAL } from '@common/constants';
import { countOf, formatUsd, isoDate } from './format';

describe('formatUsd', () => {
  it('prints whole dollars with thousands separators', () => {
    expect(LEGAL.arbitrationThresholdsUsd.map(formatUsd)).toEqual(['$10,000', '$75,000']);
    expect(formatUsd(LEGAL.liabilityCapUsd)).toBe('$100');
  });
});

describe('countOf', () => {
  it('uses the singular only for one', () => {
    expect(countOf(LEGAL.claimLimitationYears, 'year')).toBe('1 year');
    expect(countOf(LEGAL.arbitratorSelectionDays, 'day')).toBe('7 days');
    expect(countOf(0, 'day')).toBe('0 days');
  });
});

describe('isoDate', () => {
  it('turns the effective date into a dateTime value', () => {
    expect(isoDate(LEGAL.effectiveDate)).toBe('2021-08-01');
    expect(isoDate('December 31, 2024')).toBe('2024-12-31');
  });

  it('refuses anything that is not a written date', () => {
    expect(() => isoDate('2021-08-01')).toThrow();
    expect(() => isoDate('Smarch 1, 2021')).toThrow();
  });
});
