import type { ChannelLog, LiveEvent, LiveListener } from './channel';

/**
 * The local side of every channel: which listeners of this instance want which scope. The
 * backend is asked to listen to a scope when its first local listener comes and to stop when
 * its last one goes, so an instance holds one backend subscription per scope however many
 * streams watch it. This map is per-instance state by nature: it mirrors open connections.
 */
export function createFanOut(
  backend: { listen(scope: string): void; unlisten(scope: string): void },
  log: ChannelLog,
) {
  const listeners = new Map<string, Set<LiveListener>>();
  const reconnectListeners = new Set<() => void>();

  return {
    subscribe(scope: string, listener: LiveListener): () => void {
      let set = listeners.get(scope);
      if (!set) {
        set = new Set();
        listeners.set(scope, set);
        backend.listen(scope);
      }
      // The same function may subscribe twice; each subscription ends on its own.
      const entry: LiveListener = (event) => listener(event);
      set.add(entry);
      return () => {
        const current = listeners.get(scope);
        if (!current?.delete(entry) || current.size > 0) return;
        listeners.delete(scope);
        backend.unlisten(scope);
      };
    },
    /** Hands a received event to this instance's listeners of its scope. */
    deliver(event: LiveEvent): void {
      for (const listener of [...(listeners.get(event.scope) ?? [])]) {
        try {
          listener(event);
        } catch (error) {
          log.warn({ err: error, event }, 'a live event listener failed');
        }
      }
    },
    /** The scopes some local listener wants (to resubscribe after a reconnect). */
    scopes: (): string[] => [...listeners.keys()],
    onReconnect(listener: () => void): () => void {
      const entry = () => listener();
      reconnectListeners.add(entry);
      return () => reconnectListeners.delete(entry);
    },
    /** Tells every subscriber that events may have been lost: they catch up from the database. */
    reconnected(): void {
      for (const listener of [...reconnectListeners]) {
        try {
          listener();
        } catch (error) {
          log.warn({ err: error }, 'a live reconnect listener failed');
        }
      }
    },
  };
}

export type FanOut = ReturnType<typeof createFanOut>;
