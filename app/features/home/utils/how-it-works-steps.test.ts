import { describe, expect, it } from 'vitest';
import { HOW_IT_WORKS_STEPS } from '@common/constants';
import {
  clampStep,
  guideAudienceForStep,
  stepAfterSwipe,
  swipeDirection,
  viewForStep,
} from './how-it-works-steps';

describe('how it works steps', () => {
  it('clamps steps to 1..4', () => {
    expect(HOW_IT_WORKS_STEPS).toBe(4);
    expect(clampStep(0)).toBe(1);
    expect(clampStep(-3)).toBe(1);
    expect(clampStep(1)).toBe(1);
    expect(clampStep(3)).toBe(3);
    expect(clampStep(4)).toBe(4);
    expect(clampStep(5)).toBe(4);
    expect(clampStep(Number.NaN)).toBe(1);
  });

  it('reads the swipe direction from horizontal movement', () => {
    expect(swipeDirection({ x: 300, y: 10 }, { x: 100, y: 20 })).toBe('next');
    expect(swipeDirection({ x: 100, y: 10 }, { x: 300, y: 0 })).toBe('previous');
    // Too short, or more vertical than horizontal: not a swipe.
    expect(swipeDirection({ x: 100, y: 0 }, { x: 75, y: 0 })).toBeNull();
    expect(swipeDirection({ x: 100, y: 0 }, { x: 40, y: 200 })).toBeNull();
    expect(swipeDirection({ x: 0, y: 0 }, { x: 20, y: 0 }, 10)).toBe('previous');
  });

  it('moves one step per swipe and stays within 1..4', () => {
    expect(stepAfterSwipe(1, 'next')).toBe(2);
    expect(stepAfterSwipe(4, 'next')).toBe(4);
    expect(stepAfterSwipe(2, 'previous')).toBe(1);
    expect(stepAfterSwipe(1, 'previous')).toBe(1);
    expect(stepAfterSwipe(3, null)).toBe(3);
  });

  it('shows the teacher view on steps 1 and 3 and the student view on 2 and 4', () => {
    expect([1, 2, 3, 4].map(viewForStep)).toEqual(['teacher', 'student', 'teacher', 'student']);
  });

  it('offers the matching guide in the download modal', () => {
    expect([1, 2, 3, 4].map(guideAudienceForStep)).toEqual([
      'teacher',
      'student',
      'teacher',
      'student',
    ]);
  });
});
