import { useEffect, useRef, useState } from 'react';

/**
 * SPEC §4 scroll reveals: a section is revealed when its top enters the upper half of the
 * window, and hidden again once its top is below the window (so it reveals anew).
 * Before hydration and without JavaScript everything is visible.
 */
export function useReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [state, setState] = useState<'static' | 'hidden' | 'revealed'>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const top = element.getBoundingClientRect().top;
      const height = window.innerHeight;
      setState((current) => {
        if (top <= height / 2) return 'revealed';
        if (top > height) return 'hidden';
        return current === 'static' ? 'hidden' : current;
      });
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  return { ref, state };
}
