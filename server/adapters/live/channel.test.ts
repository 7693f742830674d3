import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/kysely';
import { parseLiveEvent, reconnectDelay, type LiveChannel, type LiveEvent } from './channel';
import { createInProcessChannel } from './in-process';
import { createPostgresChannel, postgresChannelOf } from './postgres';
import { createRedisChannel } from './redis';

/**
 * One contract for every backend of the live channel (issue 10, point 5): in-process always,
 * PostgreSQL LISTEN/NOTIFY with TEST_DATABASE_URL, Redis pub/sub with TEST_REDIS_URL. Two
 * channels on the same backend stand for two server instances.
 */
const quiet = { warn: () => undefined, info: () => undefined };
const run = randomBytes(4).toString('hex');
let serial = 0;
const scope = (label: string) => `test:${label}-${run}-${++serial}`;

interface Backend {
  name: string;
  /** A channel as one more server instance would open it. */
  open(): Promise<LiveChannel>;
  /** Kills the channel's listening connection from outside, as a network drop or failover would. */
  kill?(channel: LiveChannel): Promise<void>;
  cleanUp(): Promise<void>;
}

const names = new WeakMap<LiveChannel, string>();
const backoff = { firstMs: 5, maxMs: 50 };

function backends(): Backend[] {
  const list: Backend[] = [
    {
      name: 'in-process',
      open: async () =>
        createInProcessChannel({ databaseUrl: `sqlite:/shared-${run}.db`, log: quiet }),
      cleanUp: async () => undefined,
    },
  ];
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl) {
    const { db } = openDatabase(databaseUrl);
    list.push({
      name: 'PostgreSQL',
      async open() {
        const applicationName = `lectio-live-test-${run}-${++serial}`;
        const channel = createPostgresChannel({
          connectionString: databaseUrl,
          db,
          log: quiet,
          applicationName,
          backoff,
        });
        await channel.start();
        names.set(channel, applicationName);
        return channel;
      },
      async kill(channel) {
        const admin = new pg.Client({ connectionString: databaseUrl });
        await admin.connect();
        const killed = await admin.query(
          'select pg_terminate_backend(pid) as done from pg_stat_activity where application_name = $1',
          [names.get(channel)],
        );
        await admin.end();
        expect(killed.rowCount).toBe(1);
      },
      cleanUp: () => db.destroy(),
    });
  }
  const redisUrl = process.env.TEST_REDIS_URL;
  if (redisUrl) {
    const admin = new Redis(redisUrl, { lazyConnect: true });
    list.push({
      name: 'Redis',
      async open() {
        const connectionName = `lectio-live-test-${run}-${++serial}`;
        const channel = createRedisChannel({ url: redisUrl, log: quiet, connectionName, backoff });
        await channel.start();
        names.set(channel, `${connectionName}-sub`);
        return channel;
      },
      async kill(channel) {
        const clients = String(await admin.client('LIST'));
        const line = clients
          .split('\n')
          .find((entry) => entry.includes(` name=${names.get(channel)} `));
        const id = line ? /\bid=(\d+)/.exec(line)?.[1] : undefined;
        expect(id, 'the subscriber connection is listed').toBeDefined();
        await admin.client('KILL', 'ID', id!);
      },
      cleanUp: async () => {
        await admin.quit();
      },
    });
  }
  return list;
}

/** Collects a listener's events; `next()` answers the next one, however late it comes. */
function collector() {
  const seen: LiveEvent[] = [];
  const waiting: ((event: LiveEvent) => void)[] = [];
  let taken = 0;
  return {
    seen,
    listener: (event: LiveEvent) => {
      seen.push(event);
      waiting.shift()?.(event);
    },
    next: () =>
      new Promise<LiveEvent>((resolve) => {
        const ready = seen[taken];
        taken += 1;
        if (ready) resolve(ready);
        else waiting.push(resolve);
      }),
  };
}

for (const backend of backends()) {
  describe(`the live channel on ${backend.name}`, () => {
    const opened: LiveChannel[] = [];
    const open = async () => {
      const channel = await backend.open();
      opened.push(channel);
      return channel;
    };
    afterEach(async () => {
      for (const channel of opened.splice(0)) await channel.close();
    });
    afterAll(() => backend.cleanUp());

    it("delivers an event to every instance's subscribers of its scope, and to no other scope", async () => {
      const [a, b] = [await open(), await open()];
      const classScope = scope('class');
      const otherScope = scope('other');
      const onA = collector();
      const onB = collector();
      const onOther = collector();
      a.subscribe(classScope, onA.listener);
      b.subscribe(classScope, onB.listener);
      b.subscribe(otherScope, onOther.listener);
      await Promise.all([a.ready(), b.ready()]);

      const event = { type: 'project', scope: classScope, id: 'p1' };
      await a.publish(event);
      expect(await onA.next()).toEqual(event);
      expect(await onB.next()).toEqual(event);
      // The other scope hears only its own event, published after.
      const other = { type: 'project', scope: otherScope, id: 'p2' };
      await b.publish(other);
      expect(await onOther.next()).toEqual(other);
      expect(onOther.seen).toEqual([other]);
      expect([onA.seen.length, onB.seen.length]).toEqual([1, 1]);
    });

    it('stops delivering to a listener that unsubscribed, while others on the scope still hear', async () => {
      const [a, b] = [await open(), await open()];
      const shared = scope('shared');
      const leaving = collector();
      const staying = collector();
      const stop = b.subscribe(shared, leaving.listener);
      b.subscribe(shared, staying.listener);
      await b.ready();
      await a.publish({ type: 'project', scope: shared, id: '1' });
      await leaving.next();
      await staying.next();
      stop();
      await b.ready();
      await a.publish({ type: 'project', scope: shared, id: '2' });
      expect((await staying.next()).id).toBe('2');
      expect(leaving.seen.map((event) => event.id)).toEqual(['1']);
    });

    if (backend.kill) {
      const kill = backend.kill;
      it('reconnects a killed listening connection, listens again and tells subscribers to catch up', async () => {
        const [a, b] = [await open(), await open()];
        const watched = scope('watched');
        const heard = collector();
        b.subscribe(watched, heard.listener);
        await b.ready();
        const reconnected = new Promise<void>((resolve) => b.onReconnect(resolve));
        await kill(b);
        await reconnected;
        await b.ready();
        const event = { type: 'project', scope: watched, id: 'after' };
        await a.publish(event);
        expect(await heard.next()).toEqual(event);
      });
    }

    it('hears nothing more once closed', async () => {
      const [a, b] = [await open(), await open()];
      const closing = scope('closing');
      const marker = scope('marker');
      const onB = collector();
      const onA = collector();
      b.subscribe(closing, onB.listener);
      a.subscribe(marker, onA.listener);
      await Promise.all([a.ready(), b.ready()]);
      await b.close();
      await a.publish({ type: 'project', scope: closing, id: 'late' });
      await a.publish({ type: 'project', scope: marker, id: 'marker' });
      // The marker went out after the late event and has arrived: the late one was not heard.
      await onA.next();
      expect(onB.seen).toEqual([]);
    });
  });
}

describe('live events on the wire', () => {
  it('reads only well-formed small events', () => {
    expect(parseLiveEvent('{"type":"project","scope":"class:1","id":"p"}')).toEqual({
      type: 'project',
      scope: 'class:1',
      id: 'p',
    });
    for (const bad of [
      'not json',
      'null',
      '{"type":"project","scope":"class:1"}',
      '{"type":"","scope":"class:1","id":"p"}',
      `{"type":"project","scope":"${'x'.repeat(201)}","id":"p"}`,
      '{"type":1,"scope":"class:1","id":"p"}',
    ]) {
      expect(parseLiveEvent(bad), bad).toBeNull();
    }
  });

  it('names a PostgreSQL channel readably when it fits in 63 bytes, else by a hash', () => {
    const classScope = `class:${crypto.randomUUID()}`;
    expect(postgresChannelOf(classScope)).toBe(`lectio:${classScope}`);
    const long = postgresChannelOf(`notifications:${'x'.repeat(80)}`);
    expect(Buffer.byteLength(long)).toBeLessThanOrEqual(63);
    expect(long).not.toBe(postgresChannelOf(`notifications:${'x'.repeat(81)}`));
  });

  it('backs off doubling from the first delay up to the cap', () => {
    expect([1, 2, 3, 4, 10].map((attempt) => reconnectDelay(attempt))).toEqual([
      100, 200, 400, 800, 5_000,
    ]);
  });
});
