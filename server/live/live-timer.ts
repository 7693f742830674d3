/**
 * The clock of the live streams' repeated work (heartbeats, the access check, the safety-net
 * poll): real intervals by default; tests pass a manual one and move it on, so nothing waits
 * for real time.
 */
export interface LiveTimer {
  /** Calls `tick` every `ms` until the returned function is called. */
  every(ms: number, tick: () => unknown): () => void;
}

export const realLiveTimer: LiveTimer = {
  every(ms, tick) {
    const interval = setInterval(() => void tick(), ms);
    // Background upkeep never keeps the process alive; closing the app stops it anyway.
    interval.unref();
    return () => clearInterval(interval);
  },
};
