import { describe, expect, it } from 'vitest';
import { checkTestCard, passesLuhn } from './local-cards';
import { CARD_MESSAGES } from '../../../common/store/messages';

const NOW = new Date('2026-11-23T12:00:00Z');
const good = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
const answer = (card: Partial<typeof good>, now = NOW) =>
  checkTestCard({ ...good, ...card }, now)?.message ?? null;

describe("the local provider's test cards", () => {
  it('lets 4242 4242 4242 4242 through with any future expiry and any CVC', () => {
    expect(checkTestCard(good, NOW)).toBeNull();
    expect(answer({ expiry: '11 / 26', cvc: '0000' })).toBeNull();
    expect(answer({ number: '4242424242424242', expiry: '01/2030', cvc: '999' })).toBeNull();
  });

  it('lets other numbers that pass the Luhn check through', () => {
    expect(answer({ number: '5555 5555 5555 4444' })).toBeNull();
    expect(answer({ number: '3782 822463 10005', cvc: '1234' })).toBeNull();
  });

  it("declines Stripe's declining test cards with Stripe's wording", () => {
    expect(checkTestCard({ ...good, number: '4000 0000 0000 0002' }, NOW)).toEqual({
      code: 'card_declined',
      declineCode: 'generic_decline',
      message: 'Your card was declined.',
    });
    expect(checkTestCard({ ...good, number: '4000 0000 0000 9995' }, NOW)).toEqual({
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    expect(answer({ number: '4000000000000069' })).toBe(CARD_MESSAGES.expiredCard);
    expect(answer({ number: '4000000000000127' })).toBe(CARD_MESSAGES.incorrectCvc);
    expect(answer({ number: '4000000000000119' })).toBe(CARD_MESSAGES.processingError);
  });

  it('refuses numbers that fail the Luhn check, are too short, too long or not digits', () => {
    expect(answer({ number: '4242 4242 4242 4241' })).toBe('Your card number is incorrect.');
    expect(answer({ number: '4242 4242' })).toBe('Your card number is incomplete.');
    expect(answer({ number: '' })).toBe('Your card number is incomplete.');
    expect(answer({ number: '4242 4242 4242 4242 4242' })).toBe('Your card number is incorrect.');
    expect(answer({ number: '4242 4242 4242 424x' })).toBe('Your card number is incorrect.');
  });

  it('refuses past, malformed and impossible expiry dates', () => {
    expect(answer({ expiry: '10 / 26' })).toBe("Your card's expiration date is in the past.");
    expect(answer({ expiry: '12 / 25' })).toBe("Your card's expiration year is in the past.");
    expect(answer({ expiry: '13 / 30' })).toBe("Your card's expiration month is invalid.");
    expect(answer({ expiry: '00 / 30' })).toBe("Your card's expiration month is invalid.");
    expect(answer({ expiry: '12 /' })).toBe("Your card's expiration date is incomplete.");
    expect(answer({ expiry: '' })).toBe("Your card's expiration date is incomplete.");
  });

  it('accepts a card through the last day of its expiry month', () => {
    expect(answer({ expiry: '11 / 26' }, new Date('2026-11-30T23:59:59Z'))).toBeNull();
    expect(answer({ expiry: '11 / 26' }, new Date('2026-12-01T00:00:00Z'))).toBe(
      CARD_MESSAGES.expiryMonthPast,
    );
  });

  it('asks for a 3 or 4 digit security code', () => {
    for (const cvc of ['', '12', '12345', '12a']) {
      expect(answer({ cvc })).toBe("Your card's security code is incomplete.");
    }
  });

  it('checks the number before the expiry and the expiry before the code, as Stripe does', () => {
    expect(answer({ number: '4242', expiry: '', cvc: '' })).toBe(CARD_MESSAGES.incompleteNumber);
    expect(answer({ expiry: '01 / 20', cvc: '' })).toBe(CARD_MESSAGES.expiryYearPast);
    // A declining test card with a bad CVC is refused for the CVC first.
    expect(answer({ number: '4000000000000002', cvc: '1' })).toBe(CARD_MESSAGES.incompleteCvc);
  });

  it('computes the Luhn checksum', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
  });
});
