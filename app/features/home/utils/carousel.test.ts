import { describe, expect, it } from 'vitest';
import { FEATURE_CAROUSEL_PAGES, MEDIA_CARD_COUNT, TESTIMONIAL_ITEMS } from '@common/constants';
import {
  canGoBack,
  canGoForward,
  clampPage,
  INITIAL_MEDIA_STATE,
  paginate,
  rotate,
  stepCounter,
  stepMedia,
  wrapIndex,
  type MediaCarouselState,
} from './carousel';

describe('wrapIndex (testimonials: arrows wrap)', () => {
  it('goes from the last item to the first and back', () => {
    expect(wrapIndex(TESTIMONIAL_ITEMS, TESTIMONIAL_ITEMS)).toBe(0);
    expect(wrapIndex(-1, TESTIMONIAL_ITEMS)).toBe(TESTIMONIAL_ITEMS - 1);
  });

  it('keeps indexes inside the list and handles many steps', () => {
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(-7, 3)).toBe(2);
  });

  it('answers 0 for an empty list instead of NaN', () => {
    expect(wrapIndex(4, 0)).toBe(0);
  });
});

describe('features pager (arrows inactive at the ends)', () => {
  it('clamps pages to 0..pages-1', () => {
    expect(clampPage(-1, FEATURE_CAROUSEL_PAGES)).toBe(0);
    expect(clampPage(FEATURE_CAROUSEL_PAGES, FEATURE_CAROUSEL_PAGES)).toBe(
      FEATURE_CAROUSEL_PAGES - 1,
    );
    expect(clampPage(1, 2)).toBe(1);
  });

  it('allows going back only after the first page and forward only before the last', () => {
    expect(canGoBack(0)).toBe(false);
    expect(canGoBack(1)).toBe(true);
    expect(canGoForward(0, 2)).toBe(true);
    expect(canGoForward(1, 2)).toBe(false);
  });

  it('splits 13 features into 2 pages of 7 and 6 without losing or repeating any', () => {
    const items = Array.from({ length: 13 }, (_, i) => i);
    const pages = paginate(items, FEATURE_CAROUSEL_PAGES);
    expect(pages.map((page) => page.length)).toEqual([7, 6]);
    expect(pages.flat()).toEqual(items);
  });
});

describe('rotate (media order)', () => {
  const cards = ['a', 'b', 'c', 'd', 'e', 'f'];

  it('next moves the first card to the end; prev moves the last to the front', () => {
    expect(rotate(cards, 1)).toEqual(['b', 'c', 'd', 'e', 'f', 'a']);
    expect(rotate(cards, -1)).toEqual(['f', 'a', 'b', 'c', 'd', 'e']);
  });

  it('comes back to the original order after a full turn either way', () => {
    expect(rotate(cards, cards.length)).toEqual(cards);
    expect(rotate(cards, -cards.length)).toEqual(cards);
    expect(rotate(cards, 0)).not.toBe(cards);
  });

  it('does not change the list it is given', () => {
    const original = [...cards];
    rotate(cards, 2);
    expect(cards).toEqual(original);
  });
});

describe('stepCounter and stepMedia (counter within 0..count)', () => {
  it('never goes below 0 or above the count', () => {
    expect(stepCounter(0, -1, 6)).toBe(0);
    expect(stepCounter(6, 1, 6)).toBe(6);
    expect(stepCounter(3, 1, 6)).toBe(4);
  });

  it('keeps rotating while the counter is pinned at its bounds', () => {
    let state: MediaCarouselState = INITIAL_MEDIA_STATE;
    for (let i = 0; i < MEDIA_CARD_COUNT + 3; i += 1) state = stepMedia(state, 1, MEDIA_CARD_COUNT);
    expect(state).toEqual({ offset: 3, counter: MEDIA_CARD_COUNT });
    for (let i = 0; i < 2 * MEDIA_CARD_COUNT + 1; i += 1) {
      state = stepMedia(state, -1, MEDIA_CARD_COUNT);
      expect(state.counter).toBeGreaterThanOrEqual(0);
      expect(state.offset).toBeGreaterThanOrEqual(0);
      expect(state.offset).toBeLessThan(MEDIA_CARD_COUNT);
    }
    expect(state).toEqual({ offset: wrapIndex(3 - 13, MEDIA_CARD_COUNT), counter: 0 });
  });
});
