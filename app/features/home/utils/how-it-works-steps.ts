import { HOW_IT_WORKS_STEPS } from '@common/constants';
import type { HowItWorksView } from '@common/copy/home-intro';
import type { GuideAudience } from '@common/guides';

/** SPEC §2.3 'How it works': steps are numbered 1 to 4 and never leave that range. */
export const FIRST_STEP = 1;
export const LAST_STEP = HOW_IT_WORKS_STEPS;

export function clampStep(step: number): number {
  if (!Number.isFinite(step)) return FIRST_STEP;
  return Math.min(Math.max(Math.round(step), FIRST_STEP), LAST_STEP);
}

/** Horizontal distance, in CSS pixels, a pointer must travel to count as a swipe. */
export const SWIPE_THRESHOLD_PX = 40;

export type SwipeDirection = 'next' | 'previous';

/**
 * A swipe to the left shows the next step, to the right the previous one; short or mostly
 * vertical movements are not swipes (the page scrolls instead).
 */
export function swipeDirection(
  start: { x: number; y: number },
  end: { x: number; y: number },
  threshold = SWIPE_THRESHOLD_PX,
): SwipeDirection | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}

export function stepAfterSwipe(step: number, direction: SwipeDirection | null): number {
  if (direction === null) return clampStep(step);
  return clampStep(step + (direction === 'next' ? 1 : -1));
}

/** Steps 2 and 4 show the student view; steps 1 and 3 the teacher view. */
export function viewForStep(step: number): HowItWorksView {
  return clampStep(step) % 2 === 0 ? 'student' : 'teacher';
}

/** The download modal offers the guide for whoever the current step shows. */
export function guideAudienceForStep(step: number): GuideAudience {
  return viewForStep(step);
}
