import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs a callback after a delay (the spec's 500 ms and 300 ms waits, the 500 ms shake),
 * cancelling the previous one and anything pending when the component goes away.
 */
export function useLater() {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback((delayMs: number, callback: () => void) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      callback();
    }, delayMs);
  }, []);
}
