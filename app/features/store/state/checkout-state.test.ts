import { describe, expect, it } from 'vitest';
import type { BookDetails } from '@common/schemas/store';
import { checkoutReducer, INITIAL_CHECKOUT, type CheckoutState } from './checkout-state';

const story: BookDetails = {
  bookName: 'Stories of Grace',
  bookCode: 'GRACE',
  classTitle: 'Theology 7A',
  teacher: 'Ms. Teresa Reyes',
  school: 'St. Brigid',
  type: 'story',
  openClassOrder: false,
  schoolAddress: {
    address_1: '410 Orchard Street',
    address_2: '',
    city: 'Springfield',
    zip: '62704',
    countryName: 'United States',
    stateName: 'Illinois',
  },
};
const journal: BookDetails = { ...story, bookCode: 'PSA23', type: 'journal' };

const run = (state: CheckoutState, ...actions: Parameters<typeof checkoutReducer>[1][]) =>
  actions.reduce(checkoutReducer, state);
const found = (book = story) => checkoutReducer(INITIAL_CHECKOUT, { type: 'bookFound', book });
const anna = { studentId: 'a', studentName: 'Anna B.' };
const jonah = { studentId: 'j', studentName: 'Jonah B.' };

describe('checkout state (SPEC §4)', () => {
  it('opens a story at stage 1 as Premium with no copies, and a journal as Journal', () => {
    expect(found()).toMatchObject({ stage: 1, type: 'premium', copies: 0, items: [] });
    expect(found(journal)).toMatchObject({ stage: 1, type: 'journal', copies: 0 });
  });

  it('resets books, items and copies on a type change: 0 for Premium, 1 for Standard', () => {
    const withChild = run(found(), { type: 'addChild', child: anna });
    const standard = run(withChild, { type: 'chooseType', purchaseType: 'standard' });
    expect(standard).toMatchObject({ type: 'standard', items: [], copies: 1 });
    const premium = run(
      standard,
      { type: 'setCopies', copies: 4 },
      {
        type: 'chooseType',
        purchaseType: 'premium',
      },
    );
    expect(premium).toMatchObject({ type: 'premium', items: [], copies: 0 });
  });

  it('adds each child once, and moves the copies by quantity changes and removals', () => {
    let state = run(
      found(),
      { type: 'addChild', child: anna },
      { type: 'addChild', child: jonah },
      { type: 'addChild', child: anna },
    );
    expect(state.items.map((item) => item.studentId)).toEqual(['a', 'j']);
    expect(state.copies).toBe(2);
    state = run(state, { type: 'setChildQuantity', studentId: 'a', quantity: 3 });
    expect(state.copies).toBe(4);
    state = run(state, { type: 'removeChild', studentId: 'a' });
    expect(state).toMatchObject({ copies: 1, items: [{ studentId: 'j', quantity: 1 }] });
  });

  it('keeps copy inputs whole numbers, minimum 0', () => {
    const standard = run(found(), { type: 'chooseType', purchaseType: 'standard' });
    expect(run(standard, { type: 'setCopies', copies: -3 }).copies).toBe(0);
    expect(run(standard, { type: 'setCopies', copies: Number.NaN }).copies).toBe(0);
    expect(run(standard, { type: 'setCopies', copies: 2.7 }).copies).toBe(2);
  });

  it('Edit order and Edit Shipping go back and reset the redeemed credits', () => {
    const paying = run(
      found(),
      { type: 'chooseType', purchaseType: 'standard' },
      { type: 'goToStage', stage: 3 },
      { type: 'redeemBooks', books: 1 },
    );
    expect(paying.creditsRedeemed).toBe(13);
    expect(run(paying, { type: 'editOrder' })).toMatchObject({ stage: 1, creditsRedeemed: 0 });
    expect(run(paying, { type: 'editShipping' })).toMatchObject({ stage: 2, creditsRedeemed: 0 });
  });

  it('clears the shipping option on a country change and drops the state outside the US', () => {
    const chosen = run(
      found(),
      { type: 'setAddressField', field: 'state_code', value: 'IL' },
      { type: 'selectShipping', optionId: 'us-priority' },
    );
    const france = run(chosen, { type: 'setCountry', countryCode: 'FR' });
    expect(france.shippingOptionId).toBeNull();
    expect(france.address).toMatchObject({ country_code: 'FR', state_code: '' });
  });

  it('prefills only empty fields from stored details', () => {
    const typed = run(found(), { type: 'setAddressField', field: 'firstName', value: 'Lucia' });
    const filled = run(typed, {
      type: 'prefillAddress',
      address: { firstName: 'Teresa', lastName: 'Reyes', email: 'teresa@example.org' },
    });
    expect(filled.address).toMatchObject({
      firstName: 'Lucia',
      lastName: 'Reyes',
      email: 'teresa@example.org',
    });
  });

  it('redeems credits cumulatively in whole books and marks the order paid', () => {
    const state = run(
      found(),
      { type: 'redeemBooks', books: 1 },
      { type: 'redeemBooks', books: 2 },
      { type: 'paid' },
    );
    expect(state).toMatchObject({ creditsRedeemed: 39, stage: 4 });
  });
});

// preview (issue 12)
describe('the Premium cover name (issue 12, point 6)', () => {
  it('starts as the name the store shows and keeps what the buyer types, per child', () => {
    const chosen = run(
      found(),
      { type: 'addChild', child: anna },
      { type: 'addChild', child: jonah },
    );
    expect(chosen.items.map((item) => item.coverName)).toEqual(['Anna B.', 'Jonah B.']);
    const typed = run(chosen, { type: 'setCoverName', studentId: 'j', coverName: 'Jonah Bell' });
    expect(typed.items.map((item) => item.coverName)).toEqual(['Anna B.', 'Jonah Bell']);
    // Naming a cover changes no copies and no credits.
    expect(typed.copies).toBe(chosen.copies);
    expect(run(typed, { type: 'setCoverName', studentId: 'zz', coverName: 'X' }).items).toEqual(
      typed.items,
    );
  });
});
