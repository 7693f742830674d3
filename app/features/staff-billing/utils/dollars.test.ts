import { describe, expect, it } from 'vitest';
import { dollarsToCents } from './dollars';

describe('dollarsToCents', () => {
  it('reads whole dollars, cents and the ways staff write them', () => {
    expect(dollarsToCents('25')).toBe(2_500);
    expect(dollarsToCents('25.5')).toBe(2_550);
    expect(dollarsToCents('0.07')).toBe(7);
    expect(dollarsToCents(' $1,000.00 ')).toBe(100_000);
    expect(dollarsToCents('10000')).toBe(1_000_000);
  });

  it('refuses what is not an amount: negatives, three decimals, words, nothing', () => {
    for (const text of ['-5', '1.234', 'ten', '', '.5', '1e3']) {
      expect(dollarsToCents(text), text).toBeNull();
    }
  });
});
