import { useEffect, useState } from 'react';

/** The time now, read again every `everyMs` while `running` (a countdown's tick). */
export function useNow(everyMs: number, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs, running]);
  return now;
}
