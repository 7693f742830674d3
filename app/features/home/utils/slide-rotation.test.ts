import { describe, expect, it } from 'vitest';
import { SLIDE_ROTATION } from '@common/constants';
import {
  INITIAL_ROTATION,
  isTextVisible,
  jump,
  nextSlide,
  reset,
  rotationReducer,
  tick,
  type RotationState,
} from './slide-rotation';

function ticks(state: RotationState, n: number, count: number): RotationState {
  let current = state;
  for (let i = 0; i < n; i += 1) current = rotationReducer(current, { type: 'tick', count });
  return current;
}

describe('slide rotation', () => {
  it('fills the bar one percent per tick', () => {
    expect(tick(INITIAL_ROTATION, 3)).toEqual({ slide: 0, progress: 1, epoch: 0 });
    expect(ticks(INITIAL_ROTATION, 42, 3)).toEqual({ slide: 0, progress: 42, epoch: 0 });
  });

  it('advances exactly at the hundredth tick, not before', () => {
    const before = ticks(INITIAL_ROTATION, SLIDE_ROTATION.steps - 1, 3);
    expect(before).toMatchObject({ slide: 0, progress: 99 });
    expect(tick(before, 3)).toMatchObject({ slide: 1, progress: 0 });
  });

  it('wraps after the last slide for three and for five slides', () => {
    expect(ticks(INITIAL_ROTATION, 3 * SLIDE_ROTATION.steps, 3)).toMatchObject({ slide: 0 });
    expect(ticks(INITIAL_ROTATION, 2 * SLIDE_ROTATION.steps, 3)).toMatchObject({ slide: 2 });
    expect(ticks(INITIAL_ROTATION, 4 * SLIDE_ROTATION.steps, 5)).toMatchObject({ slide: 4 });
    expect(ticks(INITIAL_ROTATION, 5 * SLIDE_ROTATION.steps, 5)).toMatchObject({
      slide: 0,
      progress: 0,
    });
    expect(nextSlide(2, 3)).toBe(0);
    expect(nextSlide(4, 5)).toBe(0);
    expect(nextSlide(0, 0)).toBe(0);
  });

  it('jumps to a chosen slide, restarts its progress and marks a new epoch', () => {
    const midway = ticks(INITIAL_ROTATION, 70, 5);
    const jumped = jump(midway, 3, 5);
    expect(jumped).toEqual({ slide: 3, progress: 0, epoch: 1 });
    expect(rotationReducer(midway, { type: 'jump', slide: 3, count: 5 })).toEqual(jumped);
    // A jump to the current slide still restarts it.
    expect(jump({ slide: 3, progress: 50, epoch: 4 }, 3, 5)).toEqual({
      slide: 3,
      progress: 0,
      epoch: 5,
    });
  });

  it('keeps a jump inside the slides', () => {
    expect(jump(INITIAL_ROTATION, 9, 3).slide).toBe(2);
    expect(jump(INITIAL_ROTATION, -1, 3).slide).toBe(0);
  });

  it('resets to the first slide when the product changes', () => {
    const state = { slide: 2, progress: 64, epoch: 2 };
    expect(reset(state)).toEqual({ slide: 0, progress: 0, epoch: 3 });
    expect(rotationReducer(state, { type: 'reset' })).toEqual(reset(state));
  });

  it('shows the text from 85 percent on', () => {
    expect(isTextVisible(0)).toBe(false);
    expect(isTextVisible(84)).toBe(false);
    expect(isTextVisible(85)).toBe(true);
    expect(isTextVisible(99)).toBe(true);
    expect(ticks(INITIAL_ROTATION, 84, 3).progress).toBe(84);
    expect(isTextVisible(ticks(INITIAL_ROTATION, 85, 3).progress)).toBe(true);
    // The next slide starts with its text hidden again.
    expect(isTextVisible(ticks(INITIAL_ROTATION, 100, 3).progress)).toBe(false);
  });
});
