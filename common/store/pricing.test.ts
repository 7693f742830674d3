import { describe, expect, it } from 'vitest';
import {
  booksForCredits,
  centsToDollars,
  dollarsToCents,
  formatUsd,
  maxRedeemableBooks,
  quoteOrder,
  unitPriceCents,
} from './pricing';

describe('bookstore money math', () => {
  it('prices each purchase type at its own unit price', () => {
    expect(unitPriceCents('standard')).toBe(1099);
    expect(unitPriceCents('premium')).toBe(1299);
    expect(unitPriceCents('journal')).toBe(1299);
  });

  it.each([
    [3, 0, 0],
    [3, 12, 0],
    [3, 13, 1],
    [3, 25, 1],
    [3, 26, 2],
    [3, 520, 3],
    [0, 52, 0],
    [2, -13, 0],
  ])('lets %i copies with %i credits redeem %i whole books', (copies, credits, books) => {
    expect(maxRedeemableBooks(copies, credits)).toBe(books);
  });

  it('quotes the books, the credit discount, the shipping and the total in cents', () => {
    expect(
      quoteOrder({ type: 'standard', copies: 3, booksRedeemed: 1, shippingCents: 599 }),
    ).toEqual({
      unitPriceCents: 1099,
      copies: 3,
      creditsRedeemed: 13,
      creditDiscountCents: 1099,
      booksCents: 2198,
      shippingCents: 599,
      totalCents: 2797,
    });
  });

  it('never discounts more books than the order has, nor fewer than none', () => {
    const capped = quoteOrder({ type: 'premium', copies: 2, booksRedeemed: 5, shippingCents: 0 });
    expect(capped).toMatchObject({ creditsRedeemed: 26, creditDiscountCents: 2598 });
    expect(capped.booksCents).toBe(0);
    const negative = quoteOrder({
      type: 'journal',
      copies: 2,
      booksRedeemed: -1,
      shippingCents: 0,
    });
    expect(negative).toMatchObject({
      creditsRedeemed: 0,
      creditDiscountCents: 0,
      totalCents: 2598,
    });
  });

  it.each([
    [0, 0],
    [13, 1],
    [39, 3],
    [12, null],
    [14, null],
    [-13, null],
    [13.5, null],
    [Number.NaN, null],
  ])('reads %d credits as %j books', (credits, books) => {
    expect(booksForCredits(credits)).toBe(books);
  });

  it('turns dollars into cents, truncating past two decimals', () => {
    expect(dollarsToCents(32.97)).toBe(3297);
    expect(dollarsToCents(10.999)).toBe(1099);
    expect(dollarsToCents(0.29)).toBe(29);
    expect(dollarsToCents(2)).toBe(200);
  });

  it('turns cents into dollars and the $ text, dropping fractions of a cent', () => {
    expect(centsToDollars(1099)).toBe(10.99);
    expect(centsToDollars(1099.9)).toBe(10.99);
    expect(formatUsd(1099)).toBe('$10.99');
    expect(formatUsd(200.7)).toBe('$2.00');
    expect(formatUsd(5)).toBe('$0.05');
  });
});
