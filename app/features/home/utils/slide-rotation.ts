import { SLIDE_ROTATION } from '@common/constants';

/**
 * SPEC §4 slide rotation as pure state: every tick fills the progress bar by one percent;
 * at 100 % the next slide starts (wrapping after the last); a radio jumps to a slide and
 * restarts its progress; changing product resets to the first slide. `epoch` changes
 * whenever progress restarts by hand, so the timer can restart in step with it.
 */
export interface RotationState {
  slide: number;
  progress: number;
  epoch: number;
}

export type RotationAction =
  | { type: 'tick'; count: number }
  | { type: 'jump'; slide: number; count: number }
  | { type: 'reset' };

export const INITIAL_ROTATION: RotationState = { slide: 0, progress: 0, epoch: 0 };

/** One timer step: +1 %, and at 100 % the following slide (the first after the last). */
export function tick(state: RotationState, count: number): RotationState {
  const progress = state.progress + 1;
  if (progress < SLIDE_ROTATION.steps) return { ...state, progress };
  return { ...state, slide: nextSlide(state.slide, count), progress: 0 };
}

export function nextSlide(slide: number, count: number): number {
  return count > 0 ? (slide + 1) % count : 0;
}

/** A radio was chosen: show that slide from the start of its progress. */
export function jump(state: RotationState, slide: number, count: number): RotationState {
  const target = Math.min(Math.max(Math.trunc(slide), 0), Math.max(count - 1, 0));
  return { slide: target, progress: 0, epoch: state.epoch + 1 };
}

/** The product changed: back to the first slide. */
export function reset(state: RotationState): RotationState {
  return { slide: 0, progress: 0, epoch: state.epoch + 1 };
}

export function rotationReducer(state: RotationState, action: RotationAction): RotationState {
  switch (action.type) {
    case 'tick':
      return tick(state, action.count);
    case 'jump':
      return jump(state, action.slide, action.count);
    case 'reset':
      return reset(state);
  }
}

/** The slide text fades in once the bar reaches 85 %. */
export function isTextVisible(progress: number): boolean {
  return progress >= SLIDE_ROTATION.textVisibleAtPercent;
}
