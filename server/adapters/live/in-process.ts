import type { ChannelLog, LiveChannel, LiveEvent } from './channel';
import { createFanOut, type FanOut } from './fan-out';

/**
 * Channels that share one database in this process. SQLite is one process's database, so an
 * in-process hub reaches every instance that can see the write; two apps built in one process
 * on the same SQLite file (tests of two instances) share a hub too. An in-memory database is
 * never shared, so each gets a hub of its own.
 */
const hubs = new Map<string, Set<FanOut>>();

/**
 * The embedded default (SQLite, one process): events go from publisher to subscribers in
 * memory, on a later turn of the event loop so a publisher never runs listeners inside its
 * own call. There is no connection to lose, so it never reconnects.
 */
export function createInProcessChannel({
  databaseUrl,
  log,
}: {
  databaseUrl: string;
  log: ChannelLog;
}): LiveChannel {
  const fanOut = createFanOut({ listen: () => undefined, unlisten: () => undefined }, log);
  const key = databaseUrl.includes(':memory:') ? crypto.randomUUID() : databaseUrl;
  let hub = hubs.get(key);
  if (!hub) {
    hub = new Set();
    hubs.set(key, hub);
  }
  const members = hub;
  members.add(fanOut);

  return {
    kind: 'in-process',
    publish(event: LiveEvent) {
      const copy = { type: event.type, scope: event.scope, id: event.id };
      return new Promise<void>((resolve) =>
        setImmediate(() => {
          for (const member of members) member.deliver(copy);
          resolve();
        }),
      );
    },
    subscribe: fanOut.subscribe,
    ready: async () => undefined,
    onReconnect: fanOut.onReconnect,
    async close() {
      members.delete(fanOut);
      if (members.size === 0) hubs.delete(key);
    },
  };
}
