// Idle live streams (`npm run bench -- --only=live`): issue 10, point 15. 1,000 teachers' live
// class views stay open on one server while nobody writes, and every database query the
// server runs over a measured window is counted (a Kysely log hook, buildApp's `onQuery`), so
// the figure is the idle database load those views cost: the instance's batched access check
// and its safety-net sweep, plus whatever background jobs run meanwhile. Before the live
// channel (decision 0013) each stream polled every 500 ms: about 2,000 queries a second.
//
// The server is built from the sources in this process (production settings, a fresh SQLite
// database in a temporary folder) and listens on 127.0.0.1; the streams are real HTTP
// connections to it. Nothing here needs the client build.
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../lib/build.mjs';
import { importServerTs } from './import-server-ts.mjs';

export const LIVE_IDLE_LOAD = {
  streams: 1000,
  /** One stream per class, this many classes per teacher (the cap is 5 per account). */
  classesPerTeacher: 5,
  /** Long enough for two of every 30-second check. */
  windowSeconds: 60,
  /** After the streams open, before counting: their first reads finish. */
  settleSeconds: 3,
};

/**
 * Queries per second over a window.
 * @param {number} queries
 * @param {number} ms
 */
export function perSecond(queries, ms) {
  return ms > 0 ? (queries * 1000) / ms : 0;
}

/**
 * Opens one live stream and resolves once its headers are in (200), with a function to close it.
 * @param {string} url
 * @param {string} token the teacher's session token (cookie t)
 * @returns {Promise<() => void>}
 */
function openStream(url, token) {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, {
      headers: { cookie: `t=${token}`, accept: 'text/event-stream' },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`a live stream answered ${response.statusCode}`));
        return;
      }
      response.on('error', () => {});
      response.resume();
      resolve(() => request.destroy());
    });
    request.end();
  });
}

/**
 * @param {{ load?: typeof LIVE_IDLE_LOAD, onStep?: (text: string) => void }} [options]
 */
export async function measureIdleLive({ load = LIVE_IDLE_LOAD, onStep = () => {} } = {}) {
  const [{ buildApp }, { loadConfig }, factories, { PROJECTS_API }] = await Promise.all([
    importServerTs(join(ROOT, 'server/app.ts')),
    importServerTs(join(ROOT, 'server/config.ts')),
    importServerTs(join(ROOT, 'tests/support/factories.ts')),
    importServerTs(join(ROOT, 'common/schemas/projects.ts')),
  ]);
  const dir = mkdtempSync(join(tmpdir(), 'lectio-bench-live-'));
  let queries = 0;
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: `sqlite:${join(dir, 'bench.db')}`,
      FILES_DIR: join(dir, 'files'),
      CLIENT_DIR: join(dir, 'no-client'),
      STRIPE_SECRET_KEY: 'sk_test_lectio_bench',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_lectio_bench',
      STRIPE_WEBHOOK_SECRET: 'whsec_lectio_bench',
      STRIPE_BILLING_WEBHOOK_SECRET: 'whsec_lectio_bench',
      STRIPE_API_URL: 'http://127.0.0.1:9',
    }),
    onQuery: () => {
      queries += 1;
    },
  });
  /** @type {(() => void)[]} */
  const closers = [];
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = /** @type {import('node:net').AddressInfo} */ (app.server.address());
    const teachers = Math.ceil(load.streams / load.classesPerTeacher);
    onStep(`Live: ${teachers} teachers, ${load.streams} classes`);
    /** @type {{ token: string, classId: string }[]} */
    const views = [];
    for (let teacher = 0; teacher < teachers; teacher++) {
      const caller = await factories.signedInUser(app);
      for (let index = 0; index < load.classesPerTeacher && views.length < load.streams; index++) {
        const classId = await factories.insertClass(app, caller.id, `Class ${teacher}.${index}`);
        views.push({ token: caller.cookies.t, classId });
      }
    }
    onStep(`Live: opening ${views.length} live class views`);
    for (let start = 0; start < views.length; start += 100) {
      const batch = views.slice(start, start + 100);
      closers.push(
        ...(await Promise.all(
          batch.map(({ token, classId }) =>
            openStream(`http://127.0.0.1:${port}${PROJECTS_API.classLive(classId)}`, token),
          ),
        )),
      );
    }
    const open = app.liveStreams.size;
    await new Promise((resolve) => setTimeout(resolve, load.settleSeconds * 1000));
    onStep(`Live: counting database queries for ${load.windowSeconds} s with ${open} streams open`);
    const startQueries = queries;
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, load.windowSeconds * 1000));
    const elapsedMs = performance.now() - started;
    const counted = queries - startQueries;
    return {
      streams: open,
      teachers,
      channel: app.live.kind,
      windowSeconds: elapsedMs / 1000,
      queries: counted,
      queriesPerSecond: perSecond(counted, elapsedMs),
      stillOpen: app.liveStreams.size,
    };
  } finally {
    for (const close of closers) close();
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
