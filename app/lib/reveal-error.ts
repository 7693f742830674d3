/**
 * Brings an error to the buyer (issue 12, point 10): scrolls the element holding the message
 * to the middle of the screen, so neither a phone's short viewport nor the site header hides
 * it, then moves focus to `focusTarget` (the field to fix, or the message itself) without a
 * second scroll. Smooth scrolling only when the buyer has not asked for reduced motion.
 */
export function revealError(area: HTMLElement | null, focusTarget: HTMLElement | null = area) {
  if (!area) return;
  const reduced =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  area.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'instant' });
  focusTarget?.focus({ preventScroll: true });
}
