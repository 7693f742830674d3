// Writing rooms at scale (`npm run bench -- --only=rooms`; issue 18, point 15): 30 rooms of 4
// students, each typing 5 characters a second for 20 s, as HocuspocusProvider clients in this
// process; the server, built from the sources, runs in a process of its own (so its memory is
// its own) on a fresh database made by the app itself:
//   1. one instance on SQLite: how long an edit takes to reach the other students of its room
//      (from the keystroke to the other document's update, p50/p95), and the server's memory per
//      open room (heap after a full garbage collection, and RSS, before and after the rooms open);
//   2. two instances on PostgreSQL with Redis (TEST_DATABASE_URL and TEST_REDIS_URL, when they
//      answer): two students of each room on each instance, so an edit crosses over Redis;
//   3. the cold load of a room with 20,000 logged updates: from connecting to a document in sync,
//      on a server that never loaded it, with the stored state taken after the last update (the
//      usual case: the state and the updates of its margin) and with no state at all (a room
//      rebuilt from its log alone), next to an empty room.
// Yjs is loaded once in this process (the clients'); the server bundle loads its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ROOT } from '../lib/build.mjs';
import { ROOMS_BUDGETS } from './budgets.mjs';
import { importServerTs } from './import-server-ts.mjs';
import { ORIGIN, seedRooms, sharedServices } from './rooms-seed.mjs';
import { coldLoads, openProvider, typeTogether, typedLog, within } from './rooms-typing.mjs';
import { startLectioServer } from './server.mjs';

export const ROOMS_LOAD = {
  rooms: 30,
  studentsPerRoom: 4,
  charsPerSecond: 5,
  typingMs: 20_000,
  /** Edits of the first seconds (connections settling, the server's first rooms) are not timed. */
  warmupMs: 2_000,
  /** After typing stops, how long the last edits may take to arrive before they count as lost. */
  settleMs: 5_000,
  coldLoad: { updates: 20_000, writers: 4, runs: 3 },
};

const BUNDLE = join(ROOT, 'node_modules/.cache/lectio-bench/rooms-main.js');
const MEMORY_PROBE = pathToFileURL(join(ROOT, 'scripts/bench/memory-probe.mjs')).href;

/** The server from the sources, bundled as scripts/build-server.mjs does. */
async function bundleServer() {
  await build({
    entryPoints: [join(ROOT, 'server/main.ts')],
    outfile: BUNDLE,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    logLevel: 'error',
  });
  return BUNDLE;
}

/** The process's memory after a full garbage collection (memory-probe.mjs). */
function serverMemory(child) {
  return within(
    new Promise((resolve) => {
      child.once('message', (message) => resolve(message.memory));
      child.send('memory');
    }),
    10_000,
    'The server’s memory',
  );
}

/**
 * @param {{ load?: typeof ROOMS_LOAD, onStep?: (text: string) => void }} [options]
 * @returns {Promise<import('./rooms.d.mts').RoomsFigures>}
 */
export async function measureRooms({ load = ROOMS_LOAD, onStep = () => {} } = {}) {
  onStep('Rooms: bundling the server from the sources');
  const [serverBundle, { buildApp }, { loadConfig }, support, factories, { ROOMS_API }, services] =
    await Promise.all([
      bundleServer(),
      importServerTs(join(ROOT, 'server/app.ts')),
      importServerTs(join(ROOT, 'server/config.ts')),
      importServerTs(join(ROOT, 'server/modules/chat/test-support.ts')),
      importServerTs(join(ROOT, 'tests/support/factories.ts')),
      importServerTs(join(ROOT, 'common/schemas/rooms.ts')),
      importServerTs(join(ROOT, 'tests/support/cluster/services.ts')),
    ]);
  const server = { buildApp, loadConfig, support, factories, services };
  const dir = mkdtempSync(join(tmpdir(), 'lectio-bench-rooms-'));
  const build = { serverBundle, clientDir: join(dir, 'no-client') };
  const stops = [];
  try {
    onStep(
      `Rooms: a ${load.coldLoad.updates.toLocaleString('en-US')}-update record typed by ${load.coldLoad.writers} students`,
    );
    const coldLog = typedLog(load.coldLoad.updates, load.coldLoad.writers);
    const shared = await sharedServices(server);
    if (shared.drop) stops.push(shared.drop);
    onStep(
      `Rooms: seeding ${load.rooms} rooms and ${load.rooms * load.studentsPerRoom} students on SQLite${shared.missing ? '' : ' and on PostgreSQL'}`,
    );
    const sqliteUrl = `sqlite:${join(dir, 'rooms.db')}`;
    const rooms = { rooms: load.rooms, studentsPerRoom: load.studentsPerRoom };
    const [seeded, pgSeeded] = await Promise.all([
      seedRooms(server, dir, sqliteUrl, { ...rooms, coldLog, runs: load.coldLoad.runs }),
      shared.missing
        ? null
        : seedRooms(server, dir, shared.databaseUrl, { ...rooms, coldLog: null, runs: 0 }),
    ]);

    // 1. One instance on SQLite, its memory, and the cold loads.
    const single = await startLectioServer(build, {
      env: { DATABASE_URL: sqliteUrl, PUBLIC_BASE_URL: ORIGIN },
      nodeArgs: ['--expose-gc', `--import=${MEMORY_PROBE}`],
      ipc: true,
    });
    stops.push(single.stop);
    const base = single.url.replace('http', 'ws');
    // One room open first: the document server and Yjs load with it, not with the rooms measured.
    const warm = openProvider(base, ROOMS_API, 'student', seeded.warm.id, seeded.warm.cookies[0]);
    await within(warm.synced, 30_000, 'The first room in sync');
    const memoryBefore = await serverMemory(single.child);
    const oneInstance = await typeTogether({
      rooms: seeded.typing,
      servers: [single],
      instanceOf: () => 0,
      labelOf: () => 'same',
      roomsApi: ROOMS_API,
      load,
      onStep,
    });
    const memoryAfter = await serverMemory(single.child);
    oneInstance.close();
    warm.provider.destroy();

    onStep(
      `Rooms: cold loads of rooms with ${load.coldLoad.updates.toLocaleString('en-US')} logged updates`,
    );
    const cold = {
      updates: load.coldLoad.updates,
      withState: await coldLoads(base, ROOMS_API, seeded.teacherCookie, seeded.cold.withState),
      logOnly: await coldLoads(base, ROOMS_API, seeded.teacherCookie, seeded.cold.logOnly),
      empty: await coldLoads(base, ROOMS_API, seeded.teacherCookie, seeded.cold.empty),
    };
    await single.stop();

    // 2. Two instances on PostgreSQL with Redis, two students of each room on each.
    let twoInstances = null;
    if (pgSeeded) {
      const env = { DATABASE_URL: shared.databaseUrl, REDIS_URL: shared.redisUrl };
      const instances = await Promise.all([0, 1].map(() => startLectioServer(build, { env })));
      stops.push(...instances.map((instance) => instance.stop));
      const half = load.studentsPerRoom / 2;
      const instanceOf = (seat) => (seat < half ? 0 : 1);
      twoInstances = await typeTogether({
        rooms: pgSeeded.typing,
        servers: instances,
        instanceOf,
        labelOf: (writer, observer) =>
          instanceOf(writer) === instanceOf(observer) ? 'same' : 'cross',
        roomsApi: ROOMS_API,
        load,
        onStep,
      });
      twoInstances.close();
      for (const instance of instances) await instance.stop();
    }

    const roomCount = seeded.typing.length;
    return {
      rooms: roomCount,
      studentsPerRoom: load.studentsPerRoom,
      charsPerSecond: load.charsPerSecond,
      typingMs: load.typingMs,
      oneInstance: {
        propagationMs: oneInstance.byLabel.same,
        lost: oneInstance.lost,
        clientLoopBusy: oneInstance.clientLoopBusy,
        serverBusy: oneInstance.serverBusy,
        serverWaited: oneInstance.serverWaited,
        clientWaited: oneInstance.clientWaited,
      },
      twoInstances: twoInstances
        ? {
            crossMs: twoInstances.byLabel.cross,
            sameMs: twoInstances.byLabel.same,
            lost: twoInstances.lost,
            clientLoopBusy: twoInstances.clientLoopBusy,
            serverBusy: twoInstances.serverBusy,
            serverWaited: twoInstances.serverWaited,
            clientWaited: twoInstances.clientWaited,
          }
        : null,
      skipped: shared.missing ?? null,
      memory: {
        rooms: roomCount,
        connections: roomCount * load.studentsPerRoom,
        heapPerRoomBytes: (memoryAfter.heapUsed - memoryBefore.heapUsed) / roomCount,
        rssPerRoomBytes: (memoryAfter.rss - memoryBefore.rss) / roomCount,
        heapBeforeBytes: memoryBefore.heapUsed,
        rssBeforeBytes: memoryBefore.rss,
      },
      coldLoad: cold,
      // Other work on the machine slows the clients and the servers alike.
      machine: { cpus: cpus().length, loadAverage: loadavg()[0] },
      budgets: ROOMS_BUDGETS,
    };
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
}
