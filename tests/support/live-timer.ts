import type { LiveTimer } from '../../server/live/live-timer';

/**
 * A LiveTimer whose time only moves when the test says so (server/live/live-timer.ts): each
 * due tick runs, in time order, and is awaited. No test waits for real time.
 */
export function manualLiveTimer() {
  let now = 0;
  const timers = new Set<{ ms: number; next: number; tick: () => unknown }>();
  const timer: LiveTimer = {
    every(ms, tick) {
      const entry = { ms, next: now + ms, tick };
      timers.add(entry);
      return () => timers.delete(entry);
    },
  };
  return {
    timer,
    async advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...timers].filter((entry) => entry.next <= end);
        if (due.length === 0) break;
        const first = due.reduce((a, b) => (b.next < a.next ? b : a));
        now = first.next;
        first.next += first.ms;
        await first.tick();
      }
      now = end;
    },
  };
}

/** Lets pending I/O callbacks run (a reply ending, the database answering, an event arriving). */
export async function settle(turns = 20) {
  for (let turn = 0; turn < turns; turn++) await new Promise((resolve) => setImmediate(resolve));
}

/** How long `eventually` waits for I/O before it calls the test failed (a bound, not a measure). */
const GIVE_UP_AFTER_MS = 15_000;

/**
 * Yields to the event loop until `done()` holds: for work that ends on I/O (a query, a
 * notification over a socket) rather than on a timer. It never sleeps: it only lets pending
 * I/O run, and gives up after GIVE_UP_AFTER_MS of real time, however loaded the machine.
 */
export async function eventually(done: () => boolean, what: string) {
  const giveUpAt = Date.now() + GIVE_UP_AFTER_MS;
  while (Date.now() < giveUpAt) {
    if (done()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`still waiting for ${what}`);
}
