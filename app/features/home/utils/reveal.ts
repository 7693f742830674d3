export type RevealState = 'static' | 'hidden' | 'revealed';

/**
 * SPEC §4 scroll reveals. `top` is the section's top relative to the window. A section is
 * revealed once its top is in the upper half of the window (or above it), and hidden again
 * only when its top is below the window, so it reveals anew the next time it comes up.
 * In between, it keeps its state; the first measurement turns 'static' (the prerendered,
 * always-visible state) into 'hidden'.
 */
export function nextRevealState(
  current: RevealState,
  top: number,
  viewportHeight: number,
): RevealState {
  if (top <= viewportHeight / 2) return 'revealed';
  if (top > viewportHeight) return 'hidden';
  return current === 'static' ? 'hidden' : current;
}
