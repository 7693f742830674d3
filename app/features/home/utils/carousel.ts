/**
 * The three carousel behaviours of the home page (SPEC §4), as pure functions so each rule
 * is tested on its own:
 * - testimonials wrap around at both ends;
 * - the features pager is bounded (its arrows are inactive at the ends);
 * - the media list rotates its order forever while its counter stays within 0..count.
 */

/** An index moved by `delta` that wraps around a list of `count` items. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((Math.trunc(index) % count) + count) % count;
}

/** A page kept within 0..pages-1. */
export function clampPage(page: number, pages: number): number {
  if (pages <= 0) return 0;
  return Math.min(Math.max(Math.trunc(page), 0), pages - 1);
}

export function canGoBack(page: number): boolean {
  return page > 0;
}

export function canGoForward(page: number, pages: number): boolean {
  return page < pages - 1;
}

/** The pages of a pager of `pages` pages over `items`, as evenly filled as possible. */
export function paginate<T>(items: readonly T[], pages: number): T[][] {
  if (pages <= 0) return [];
  const perPage = Math.ceil(items.length / pages);
  return Array.from({ length: pages }, (_, page) =>
    items.slice(page * perPage, (page + 1) * perPage),
  );
}

/**
 * The list rotated by `steps`: one step forward moves the first item to the end, one step
 * back moves the last item to the front. Any number of steps, in either direction.
 */
export function rotate<T>(items: readonly T[], steps: number): T[] {
  if (items.length === 0) return [];
  const shift = wrapIndex(steps, items.length);
  return [...items.slice(shift), ...items.slice(0, shift)];
}

/** A counter moved by `delta` that never goes below 0 nor above `count`. */
export function stepCounter(counter: number, delta: number, count: number): number {
  return Math.min(Math.max(counter + delta, 0), Math.max(count, 0));
}

export interface MediaCarouselState {
  /** How many steps the order has been rotated forward (negative: backward). */
  offset: number;
  /** The bounded counter of SPEC §4: 0..count. */
  counter: number;
}

export const INITIAL_MEDIA_STATE: MediaCarouselState = { offset: 0, counter: 0 };

/** One arrow press on the media list: rotate the order and move the bounded counter. */
export function stepMedia(
  state: MediaCarouselState,
  direction: 1 | -1,
  count: number,
): MediaCarouselState {
  return {
    offset: wrapIndex(state.offset + direction, count),
    counter: stepCounter(state.counter, direction, count),
  };
}
