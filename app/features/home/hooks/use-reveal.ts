import { useCallback, useEffect, useRef, useState } from 'react';
import { nextRevealState, type RevealState } from '../utils/reveal';

/**
 * SPEC §4 scroll reveals: a section is revealed when its top enters the upper half of the
 * window, and hidden again once its top is below the window (so it reveals anew).
 * Before hydration and without JavaScript the state is 'static' and everything is visible.
 *
 * Two IntersectionObservers do the watching instead of a scroll listener, so nothing runs
 * while the user scrolls except at the two crossings that matter: one observes the upper
 * half of the window (its top crossing the middle), the other the whole window (its top
 * leaving past the bottom).
 */
export function useReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [state, setState] = useState<RevealState>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Without IntersectionObserver the section simply stays 'static' (visible).
    if (typeof IntersectionObserver === 'undefined') return;
    const judge = (entries: IntersectionObserverEntry[]) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      const top = entry.boundingClientRect.top;
      setState((current) => nextRevealState(current, top, window.innerHeight));
    };
    const upperHalf = new IntersectionObserver(judge, { rootMargin: '0px 0px -50% 0px' });
    const wholeWindow = new IntersectionObserver(judge);
    upperHalf.observe(element);
    wholeWindow.observe(element);
    return () => {
      upperHalf.disconnect();
      wholeWindow.disconnect();
    };
  }, []);

  /** Shows the section at once, e.g. when keyboard focus moves into it. */
  const reveal = useCallback(() => setState('revealed'), []);

  return { ref, state, reveal };
}
