import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry, isCardComplete } from './card-input';

describe('the local card inputs', () => {
  it('group the card number by 4 as typed, digits only, at most 19', () => {
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242-4242 4242x4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4'.repeat(25))).toBe('4444 4444 4444 4444 444');
  });

  it("write the expiry as 'MM / YY'", () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12 / 3');
    expect(formatExpiry('12/34')).toBe('12 / 34');
    expect(formatExpiry('12 / 345')).toBe('12 / 34');
    // Deleting back through the separator leaves the month.
    expect(formatExpiry('12 /')).toBe('12');
    // No month starts with 4: it is April.
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('428')).toBe('04 / 28');
  });

  it('keep at most 4 digits of the CVC', () => {
    expect(formatCvc('12a345')).toBe('1234');
  });

  it('are complete with a full number, a 4-digit expiry and a 3 or 4 digit CVC', () => {
    const card = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
    expect(isCardComplete(card)).toBe(true);
    expect(isCardComplete({ ...card, cvc: '1234' })).toBe(true);
    expect(isCardComplete({ ...card, number: '4242 4242 42' })).toBe(false);
    expect(isCardComplete({ ...card, expiry: '12 / 3' })).toBe(false);
    expect(isCardComplete({ ...card, cvc: '12' })).toBe(false);
  });
});
