import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../../db/schema';
import {
  parseLiveEvent,
  reconnectDelay,
  serializeLiveEvent,
  type ChannelLog,
  type LiveChannel,
  type LiveEvent,
} from './channel';
import { createFanOut } from './fan-out';

/** PostgreSQL cuts channel names at 63 bytes. */
const MAX_CHANNEL_BYTES = 63;

/**
 * The NOTIFY channel of a scope: readable when it fits ('lectio:class:<uuid>' does), else a
 * hash of it, so any scope maps to one valid channel.
 */
export function postgresChannelOf(scope: string): string {
  const readable = `lectio:${scope}`;
  if (Buffer.byteLength(readable) <= MAX_CHANNEL_BYTES) return readable;
  return `lectio#${createHash('sha256').update(scope).digest('hex').slice(0, 48)}`;
}

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
const listenAll = (scopes: string[]) =>
  scopes.map((scope) => `LISTEN ${quoted(postgresChannelOf(scope))}`).join(';');

/**
 * LISTEN/NOTIFY on PostgreSQL (issue 10, point 5). Listening needs a session of its own, so
 * the channel holds one dedicated client outside the query pool; it LISTENs once per scope some
 * local listener wants. Publishing is `pg_notify` through the pool, after the writer's
 * transaction committed (NOTIFY inside a transaction would wait for its commit anyway). A
 * dropped listening connection is reopened with backoff, every scope is listened to again and
 * the subscribers are told to catch up, since notifications sent meanwhile are lost.
 */
export function createPostgresChannel({
  connectionString,
  db,
  log,
  applicationName = 'lectio-live',
  backoff,
}: {
  connectionString: string;
  db: Kysely<Database>;
  log: ChannelLog;
  /** Names the listening session in pg_stat_activity (tests find it there to kill it). */
  applicationName?: string;
  backoff?: { firstMs?: number; maxMs?: number };
}): LiveChannel & { start(): Promise<void> } {
  let client: pg.Client | null = null;
  let connected = false;
  let closing = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  /** LISTEN/UNLISTEN commands run one after another; ready() waits for the last one. */
  let commands: Promise<unknown> = Promise.resolve();

  const fanOut = createFanOut(
    {
      listen: (scope) => command(`LISTEN ${quoted(postgresChannelOf(scope))}`),
      unlisten: (scope) => command(`UNLISTEN ${quoted(postgresChannelOf(scope))}`),
    },
    log,
  );

  function command(text: string) {
    const target = client;
    if (!target || !connected) return; // The reconnection listens to every scope afresh.
    commands = commands
      .then(() => target.query(text))
      .catch((error: unknown) => log.warn({ err: error }, 'live channel: LISTEN failed'));
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString, application_name: applicationName });
    // A terminated backend emits 'error' then 'end'; both lead to one reconnection.
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, null));
    next.on('notification', (message) => {
      const event = message.payload ? parseLiveEvent(message.payload) : null;
      if (event) fanOut.deliver(event);
    });
    client = next;
    await next.connect();
    const scopes = fanOut.scopes();
    if (scopes.length > 0) await next.query(listenAll(scopes));
    connected = true;
    // Scopes wanted while the LISTENs above were on their way.
    const listened = new Set(scopes);
    const late = fanOut.scopes().filter((scope) => !listened.has(scope));
    if (late.length > 0) await next.query(listenAll(late));
  }

  function lost(which: pg.Client, error: unknown) {
    if (which !== client || closing) return;
    client = null;
    connected = false;
    log.warn({ err: error }, 'live channel: the PostgreSQL listening connection was lost');
    which.end().catch(() => undefined);
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closing || retry) return;
    attempt += 1;
    retry = setTimeout(
      () => {
        retry = undefined;
        const reconnecting = connect().then(
          () => {
            attempt = 0;
            log.info({}, 'live channel: reconnected to PostgreSQL; subscribers catch up');
            fanOut.reconnected();
          },
          (error: unknown) => {
            const failed = client;
            client = null;
            connected = false;
            failed?.end().catch(() => undefined);
            log.warn({ err: error }, 'live channel: reconnecting to PostgreSQL failed');
            scheduleReconnect();
          },
        );
        commands = commands.then(() => reconnecting);
      },
      reconnectDelay(attempt, backoff),
    );
    retry.unref();
  }

  return {
    kind: 'postgres',
    async start() {
      await connect();
    },
    async publish(event: LiveEvent) {
      try {
        await sql`select pg_notify(${postgresChannelOf(event.scope)}, ${serializeLiveEvent(event)})`.execute(
          db,
        );
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
      closing = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      connected = false;
      await commands.catch(() => undefined);
      await last?.end().catch(() => undefined);
    },
  };
}
