const inFlight = new Map<string, Promise<unknown>>();

/**
 * Starts a call that must not be made twice at once (it spends a single-use code) or, while
 * the same call is still on its way, answers its promise. React runs an effect twice on mount
 * in development (StrictMode) and again on a quick remount: the second run then shares the
 * first one's answer instead of spending the code again and reading "already used". Once
 * settled the call is forgotten, so a later visit asks the server afresh.
 */
export function singleFlight<T>(key: string, start: () => Promise<T>): Promise<T> {
  const running = inFlight.get(key);
  if (running) return running as Promise<T>;
  const call = start().finally(() => inFlight.delete(key));
  inFlight.set(key, call);
  return call;
}
