import { Redis } from 'ioredis';
import {
  parseLiveEvent,
  reconnectDelay,
  serializeLiveEvent,
  type ChannelLog,
  type LiveChannel,
  type LiveEvent,
} from './channel';
import { createFanOut } from './fan-out';

export const redisChannelOf = (scope: string) => `lectio:live:${scope}`;
const PREFIX = redisChannelOf('');

/**
 * Redis pub/sub (with REDIS_URL; issue 10, point 5). A connection that subscribes can do
 * nothing else, so the channel holds a dedicated subscriber connection besides its publishing
 * one. ioredis reconnects a dropped connection with our backoff; the channel subscribes to
 * every wanted scope again itself (autoResubscribe off, so it knows when that is done) and then
 * tells the subscribers to catch up, since messages sent meanwhile are lost.
 */
export function createRedisChannel({
  url,
  log,
  connectionName = 'lectio-live',
  backoff,
}: {
  url: string;
  log: ChannelLog;
  /** Names the subscriber connection in CLIENT LIST (tests find it there to kill it). */
  connectionName?: string;
  backoff?: { firstMs?: number; maxMs?: number };
}): LiveChannel & { start(): Promise<void> } {
  const retryStrategy = (times: number) => reconnectDelay(times, backoff);
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, retryStrategy });
  const subscriber = new Redis(url, {
    lazyConnect: true,
    autoResubscribe: false,
    connectionName: `${connectionName}-sub`,
    retryStrategy,
  });
  let everReady = false;
  let commands: Promise<unknown> = Promise.resolve();

  const fanOut = createFanOut(
    {
      listen: (scope) => command(() => subscriber.subscribe(redisChannelOf(scope))),
      unlisten: (scope) => command(() => subscriber.unsubscribe(redisChannelOf(scope))),
    },
    log,
  );

  function command(run: () => Promise<unknown>) {
    if (subscriber.status !== 'ready') return; // The 'ready' handler subscribes afresh.
    commands = commands
      .then(run)
      .catch((error: unknown) => log.warn({ err: error }, 'live channel: SUBSCRIBE failed'));
  }

  subscriber.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(PREFIX)) return;
    const event = parseLiveEvent(message);
    if (event) fanOut.deliver(event);
  });
  subscriber.on('error', (error) => log.warn({ err: error }, 'live channel: Redis error'));
  publisher.on('error', (error) => log.warn({ err: error }, 'live channel: Redis error'));
  subscriber.on('ready', () => {
    const first = !everReady;
    everReady = true;
    const scopes = fanOut.scopes();
    const resubscribed =
      scopes.length > 0 ? subscriber.subscribe(...scopes.map(redisChannelOf)) : Promise.resolve();
    commands = commands
      .then(() => resubscribed)
      .then(
        () => {
          if (first) return;
          log.info({}, 'live channel: reconnected to Redis; subscribers catch up');
          fanOut.reconnected();
        },
        (error: unknown) => log.warn({ err: error }, 'live channel: resubscribing failed'),
      );
  });

  return {
    kind: 'redis',
    async start() {
      await Promise.all([publisher.connect(), subscriber.connect()]);
      await commands;
    },
    async publish(event: LiveEvent) {
      try {
        await publisher.publish(redisChannelOf(event.scope), serializeLiveEvent(event));
      } catch (error) {
        log.warn({ err: error, event }, 'live channel: publishing failed');
      }
    },
    subscribe: fanOut.subscribe,
    ready: async () => {
      await commands;
    },
    onReconnect: fanOut.onReconnect,
    async close() {
      await commands.catch(() => undefined);
      await Promise.all([
        subscriber.quit().catch(() => subscriber.disconnect()),
        publisher.quit().catch(() => publisher.disconnect()),
      ]);
    },
  };
}
