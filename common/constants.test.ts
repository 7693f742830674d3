import { describe, expect, it } from 'vitest';
import {
  ACCESS_CODE_LENGTH,
  CHILD_SEARCH_MIN_CHARS,
  CREDITS_PER_BOOK,
  DELAYS,
  FEATURE_CAROUSEL_PAGES,
  HOW_IT_WORKS_STEPS,
  LAYOUT,
  MEDIA_CARD_COUNT,
  PRICES_CENTS,
  PRICING_PLANS,
  ROLE_CODE,
  SLIDE_ROTATION,
  TESTIMONIAL_ITEMS,
  VIDEO_PLAYER,
} from './constants';

// These guard the spec's numbers (SPEC §9) against an accidental edit: each is a requirement.
describe('business constants of SPEC §9', () => {
  it('keeps the slide rotation at about 6 s per slide with text at 85%', () => {
    expect(SLIDE_ROTATION.tickMs * SLIDE_ROTATION.steps).toBe(6000);
    expect(SLIDE_ROTATION.textVisibleAtPercent).toBe(85);
  });

  it('keeps the delays', () => {
    expect(DELAYS).toEqual({
      signupRedirect: 3500,
      confirmEmailAnnouncedSeconds: 3,
      confirmationRedirect: 1500,
      storeRedirect: 500,
      editShipping: 300,
      shake: 500,
      logoutPolling: 500,
    });
  });

  it('keeps the layout and carousel sizes', () => {
    expect(LAYOUT).toEqual({ stickyNavAfterPx: 90, mobileNavBreakpointPx: 900 });
    expect([
      TESTIMONIAL_ITEMS,
      FEATURE_CAROUSEL_PAGES,
      HOW_IT_WORKS_STEPS,
      MEDIA_CARD_COUNT,
    ]).toEqual([3, 2, 4, 6]);
    expect(VIDEO_PLAYER).toEqual({ width: 358, height: 204 });
  });

  it('keeps the store and account numbers', () => {
    expect(ROLE_CODE).toBe(5);
    expect(ACCESS_CODE_LENGTH).toBe(5);
    expect(CHILD_SEARCH_MIN_CHARS).toBe(3);
    expect(PRICES_CENTS).toEqual({
      standardBook: 1099,
      premiumBook: 1299,
      journal: 1299,
      classOrderShipping: 200,
    });
    expect(CREDITS_PER_BOOK).toBe(13);
  });

  it('keeps the pricing plans, every amount in whole cents', () => {
    expect(PRICING_PLANS.smallClass.maxStudents).toBe(5);
    expect(PRICING_PLANS.standard.monthlyPerStudentCents).toBe(100);
    expect(PRICING_PLANS.standard.annualPerStudentCents).toBe(1000);
    expect(PRICING_PLANS.workbooks.perStudentPerWorkbookCents).toBe(699);
    const cents = [
      ...Object.values(PRICES_CENTS),
      PRICING_PLANS.standard.monthlyPerStudentCents,
      PRICING_PLANS.standard.annualPerStudentCents,
      PRICING_PLANS.workbooks.perStudentPerWorkbookCents,
    ];
    for (const value of cents) expect(Number.isInteger(value)).toBe(true);
  });
});
