import { describe, expect, it } from 'vitest';
import type { BookDetails, ShippingOption } from '@common/schemas/store';
import { dollarsToCents } from '@common/store/pricing';
import {
  bookStepError,
  classOrderTermsOf,
  creditsError,
  detailsStepErrors,
  figuresOf,
  printOrderPayload,
  quoteCheckout,
  shippingCents,
} from './checkout-rules';
import { checkoutReducer, INITIAL_CHECKOUT, type CheckoutState } from './checkout-state';

const book: BookDetails = {
  bookName: 'Stories of Grace',
  bookCode: 'GRACE',
  classTitle: 'Theology 7A',
  teacher: 'Ms. Teresa Reyes',
  school: 'St. Brigid',
  type: 'story',
  openClassOrder: false,
  schoolAddress: {
    address_1: '',
    address_2: '',
    city: '',
    zip: '',
    countryName: '',
    stateName: '',
  },
};
const run = (...actions: Parameters<typeof checkoutReducer>[1][]): CheckoutState =>
  actions.reduce(checkoutReducer, checkoutReducer(INITIAL_CHECKOUT, { type: 'bookFound', book }));
const field = (
  name: 'firstName' | 'lastName' | 'email' | 'address_1' | 'city' | 'zip',
  value: string,
) => ({ type: 'setAddressField', field: name, value }) as const;
const complete = [
  field('firstName', 'Lucia'),
  field('lastName', 'Moreno'),
  field('email', 'lucia@example.org'),
  field('address_1', '18 Vine Street'),
  field('city', 'Springfield'),
  field('zip', '62704'),
] as const;
const priority: ShippingOption = {
  id: 'us-priority',
  name: 'Priority Mail',
  price: 8.5,
  estimated: '2-3 days',
  tracking: 'yes',
};

const ground: ShippingOption = {
  id: 'us-ground',
  name: 'Ground',
  price: 5.25,
  estimated: '5-7 days',
  tracking: 'no',
};

describe('checkout rules (SPEC §5, §9)', () => {
  it("asks for at least one copy: 'Please select your child's writing'", () => {
    expect(bookStepError(run())).toBe("Please select your child's writing");
    expect(bookStepError(run({ type: 'chooseType', purchaseType: 'standard' }))).toBeNull();
  });

  it('caps a class order at one copy per student and a few to spare', () => {
    const terms = { maxCopies: 30, flatShipping: true, countryCode: 'US' };
    const standard = { type: 'chooseType', purchaseType: 'standard' } as const;
    expect(bookStepError(run(standard, { type: 'setCopies', copies: 30 }), terms)).toBeNull();
    expect(bookStepError(run(standard, { type: 'setCopies', copies: 31 }), terms)).toBe(
      'A class order can have at most 30 copies: one per student and a few to spare.',
    );
    expect(classOrderTermsOf({ ...book, openClassOrder: false, classOrder: terms })).toBeNull();
    expect(classOrderTermsOf({ ...book, openClassOrder: true, classOrder: terms })).toBe(terms);
  });

  it('names every missing field, then the state in the US, then the shipping option', () => {
    expect(detailsStepErrors(run(), { classOrder: false })).toEqual({
      fields: ['firstName', 'lastName', 'email', 'address_1', 'city', 'zip', 'state_code'],
      message: 'Please complete all fields',
      at: 'step',
    });
    const noState = run(...complete);
    expect(detailsStepErrors(noState, { classOrder: false }).fields).toEqual(['state_code']);
    const noOption = run(...complete, { type: 'setCountry', countryCode: 'FR' });
    expect(detailsStepErrors(noOption, { classOrder: false })).toEqual({
      fields: [],
      message: 'Please select a shipping option',
      at: 'shipping',
    });
    const bad = run(...complete, field('email', 'lucia@'), {
      type: 'setCountry',
      countryCode: 'FR',
    });
    expect(detailsStepErrors(bad, { classOrder: false })).toEqual({
      fields: ['email'],
      message: 'Email is invalid',
      at: 'email',
    });
  });

  it('needs only the names and email for a class order', () => {
    const names = run(...complete.slice(0, 3));
    expect(detailsStepErrors(names, { classOrder: true })).toEqual({ fields: [], message: null });
  });

  it("refuses more books than the copies or the credits pay for: 'Insufficient credits'", () => {
    const three = run(
      { type: 'chooseType', purchaseType: 'standard' },
      { type: 'setCopies', copies: 3 },
    );
    expect(creditsError(three, 52, 4)).toBe('Insufficient credits'); // more than the copies
    expect(creditsError(three, 25, 2)).toBe('Insufficient credits'); // 25 credits pay for 1
    expect(creditsError(three, 25, 1)).toBeNull();
    expect(creditsError(three, 52, 0)).toBe('Insufficient credits');
    const twoRedeemed = checkoutReducer(three, { type: 'redeemBooks', books: 2 });
    expect(creditsError(twoRedeemed, 52, 2)).toBe('Insufficient credits'); // 1 copy left
    expect(creditsError(twoRedeemed, 52, 1)).toBeNull();
  });

  it('prices the order as the server does, in dollars with 2 decimals', () => {
    const state = run(
      { type: 'chooseType', purchaseType: 'standard' },
      { type: 'setCopies', copies: 3 },
      { type: 'selectShipping', optionId: 'us-priority' },
      { type: 'redeemBooks', books: 1 },
    );
    const cents = shippingCents(state, [priority], null);
    expect(cents).toBe(850);
    const school = { maxCopies: 30, countryCode: 'US' };
    expect(shippingCents(state, [priority], { ...school, flatShipping: true })).toBe(200);
    // A school address nobody has checked: the cheapest rate to it, whatever was chosen.
    expect(shippingCents(state, [ground, priority], { ...school, flatShipping: false })).toBe(
      dollarsToCents(ground.price),
    );
    const figures = figuresOf(quoteCheckout(state, cents));
    expect(figures).toEqual({ booksPrice: 21.98, shippingPrice: 8.5, totalPrice: 30.48 });
  });

  it('builds the print order payload with chosen children and no state outside the US', () => {
    const state = run(
      ...complete,
      { type: 'setCountry', countryCode: 'FR' },
      { type: 'addChild', child: { studentId: 's1', studentName: 'Anna B.' } },
      { type: 'setChildQuantity', studentId: 's1', quantity: 2 },
    );
    const payload = printOrderPayload(
      state,
      { booksPrice: 25.98, shippingPrice: 0, totalPrice: 25.98 },
      false,
    );
    expect(payload).toMatchObject({
      code: 'GRACE',
      type: 'premium',
      quantity: 2,
      students: [{ studentId: 's1', studentName: 'Anna B.', quantity: 2 }],
      address: { country_code: 'FR', country_name: 'France', state_code: '', state_name: '' },
      email: 'lucia@example.org',
      creditsRedeemed: 0,
    });
  });
});
