import type { HocuspocusProvider } from '@hocuspocus/provider';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/kysely';
import type { Database } from '../../db/schema';
import { testDatabases } from '../../../tests/support/databases';
import { tempDir } from '../../../tests/support/temp-dir';
import { buildTestApp } from '../../../tests/support/test-app';
import { ROOM_STORE_DEBOUNCE_MS } from './room-server';
import {
  connectToRoom,
  eventually,
  openRoom,
  roomText,
  textOfState,
  typeInRoom,
} from './room-test-clients';

// The real server in a process of its own, bundled as scripts/build-server.mjs does (as
// server/main.test.ts does, under a name of its own); under node_modules/.cache so its
// external imports resolve from the project's node_modules.
const bundle = join(process.cwd(), 'node_modules/.cache/lectio-test/rooms-crash-main.js');

/** Edits typed before the server is killed, once the state was stored, and in the burst. */
const WORDS_BEFORE_STORE = 10;
const ACKNOWLEDGED_IN_BURST = 40;
/** How many of the burst's edits may wait for their acknowledgement at once. */
const IN_FLIGHT = 8;
const START_MS = 60_000;

beforeAll(async () => {
  await build({
    entryPoints: ['server/main.ts'],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
  });
});

/** Ports free a moment ago, all different (the OS picks them, each held until all are). */
async function freePorts(count: number): Promise<number[]> {
  const probes = Array.from({ length: count }, () => createServer());
  await Promise.all(
    probes.map((probe) => new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))),
  );
  const ports = probes.map((probe) => (probe.address() as { port: number }).port);
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports;
}

interface ServerProcess {
  base: string;
  child: ChildProcess;
  exited: Promise<void>;
}

/** The server on `databaseUrl`, once it answers its health check. */
async function startServer(databaseUrl: string, dir: string): Promise<ServerProcess> {
  const [port, academyPort] = await freePorts(2);
  const child = spawn(process.execPath, [bundle], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      ACADEMY_PORT: String(academyPort),
      DATABASE_URL: databaseUrl,
      FILES_DIR: join(dir, 'files'),
      CLIENT_DIR: join(dir, 'no-client'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  await eventually(
    async () => {
      if (ended()) throw new Error(`The server exited before it answered:\n${output}`);
      return fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
    },
    START_MS,
    { everyMs: 100 },
  );
  return { base: `ws://127.0.0.1:${port}`, child, exited };
}

/**
 * Issue 18, point 12: "never lose a word". The server is killed (SIGKILL: no shutdown, nothing
 * flushed) in the middle of a burst of typing, after its debounced state was stored once, and
 * started again on the same database: every edit it had acknowledged is in the room.
 */
for (const database of testDatabases()) {
  describe(`a writing room through a crash on ${database.name}`, () => {
    const servers: ServerProcess[] = [];
    const providers: HocuspocusProvider[] = [];
    let db: Kysely<Database> | undefined;

    afterAll(async () => {
      for (const provider of providers) provider.destroy();
      for (const server of servers) {
        if (server.child.exitCode === null && server.child.signalCode === null) {
          server.child.kill('SIGKILL');
        }
        await server.exited;
      }
      await db?.destroy();
      await database.dropAll();
    });

    it('keeps every acknowledged edit when the server is killed mid-burst and started again', async () => {
      const dir = tempDir('rooms-crash');
      let url = await database.create();
      // Two processes share the database: SQLite then needs a file.
      if (url === 'sqlite::memory:') url = `sqlite:${join(dir, 'rooms.db')}`;
      // The room and its students, made through the app (which migrates the database).
      const maker = await buildTestApp(url);
      const { students, roomId } = await openRoom(maker);
      await maker.close();
      db = openDatabase(url).db;
      const storedState = async () =>
        (
          await db!
            .selectFrom('writing_rooms')
            .select('doc_state')
            .where('id', '=', roomId)
            .executeTakeFirstOrThrow()
        ).doc_state;

      const first = await startServer(url, dir);
      servers.push(first);
      const ana = await connectToRoom(first.base, students[0]!, 'student', roomId);
      providers.push(ana.provider);
      const { provider } = ana;
      const word = (index: number) => `w${index}`;
      let typed = 0;
      // Each acknowledgement counts one edit down (the server acknowledges only what it
      // logged); at 0, every edit typed so far was acknowledged.
      const acknowledged = () => typed - provider.unsyncedChanges;
      let allAcknowledged = 0;
      provider.on('unsyncedChanges', ({ number }: { number: number }) => {
        if (number === 0) allAcknowledged = typed;
      });
      const type = () => {
        typeInRoom(ana.document, ` ${word(typed)}`);
        typed += 1;
      };

      // Words, each acknowledged, until the debounced state has been stored with them.
      for (let index = 0; index < WORDS_BEFORE_STORE; index++) {
        type();
        await eventually(() => allAcknowledged === typed, ROOM_STORE_DEBOUNCE_MS);
      }
      await eventually(async () => (await storedState()) !== null, ROOM_STORE_DEBOUNCE_MS * 3, {
        everyMs: 50,
      });

      // The burst: a word a turn, up to IN_FLIGHT unacknowledged; killed as it goes on.
      const disconnected = new Promise<void>((resolve) => provider.on('disconnect', resolve));
      let connected = true;
      void disconnected.then(() => (connected = false));
      let killed = false;
      while (connected) {
        if (provider.unsyncedChanges < IN_FLIGHT) type();
        if (!killed && acknowledged() >= WORDS_BEFORE_STORE + ACKNOWLEDGED_IN_BURST) {
          killed = first.child.kill('SIGKILL');
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
      await first.exited;
      const acknowledgedAtLast = acknowledged();
      const prefix = allAcknowledged;
      provider.destroy();
      expect(typed).toBeGreaterThan(WORDS_BEFORE_STORE + ACKNOWLEDGED_IN_BURST);
      // The stored state is the one from before the burst: the burst's words are in the log only.
      const stateAtCrash = textOfState(await storedState());
      expect(stateAtCrash).toContain(` ${word(WORDS_BEFORE_STORE - 1)}`);
      expect(stateAtCrash).not.toContain(` ${word(WORDS_BEFORE_STORE)}`);

      const second = await startServer(url, dir);
      servers.push(second);
      const ben = await connectToRoom(second.base, students[1]!, 'student', roomId);
      providers.push(ben.provider);
      const words = new Set(roomText(ben.document).trim().split(' '));
      // Every edit typed before the last moment all were acknowledged…
      const missing = Array.from({ length: prefix }, (_, index) => word(index)).filter(
        (one) => !words.has(one),
      );
      expect(missing).toEqual([]);
      // …and as many as were acknowledged at all (acknowledgements may come out of order).
      expect(words.size).toBeGreaterThanOrEqual(acknowledgedAtLast);
      expect(prefix).toBeGreaterThanOrEqual(WORDS_BEFORE_STORE);
    }, 120_000);
  });
}
