// Starts servers for the benchmark as child processes on free ports and stops them again:
// the built Lectio server (fresh SQLite database and file store in a temporary folder) and
// the bare Fastify reference. Every started process is tracked so the run can stop them all
// on an error or Ctrl-C.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HOST = '127.0.0.1';
const STARTUP_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;

/**
 * @type {Set<{ child: import('node:child_process').ChildProcess, dir: string | null,
 *   stop: () => Promise<void> }>}
 */
const running = new Set();

/** A failure to prepare the run (missing build, server that does not start): no stack needed. */
export class SetupError extends Error {
  name = 'SetupError';
}

/** A port that was free a moment ago (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The built server, as `npm start` runs it but on a free port, bound to 127.0.0.1, with a
 * database and file store that exist only for this run. `prepare(databaseUrl)`, when given,
 * fills the database before the server starts on it (the server then migrates it; in
 * production it never seeds demo data: demo-seed.mjs does that for the API part); the
 * server's answer carries what it returned.
 * @template [P=undefined]
 * @param {{ serverBundle: string, clientDir: string }} options absolute paths
 * `env` adds or overrides settings (the file-download part points it at a bucket);
 * `nodeArgs` go to Node before the bundle, and `ipc` opens a message channel to the process
 * (`child.send`; the rooms part asks its memory that way).
 * @param {{ prepare?: (databaseUrl: string) => Promise<P>, env?: Record<string, string>,
 *   nodeArgs?: string[], ipc?: boolean }} [setup]
 */
export async function startLectioServer(
  { serverBundle, clientDir },
  { prepare, env: extra, nodeArgs = [], ipc = false } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'lectio-bench-'));
  const databaseUrl = `sqlite:${join(dir, 'bench.db')}`;
  let prepared;
  try {
    prepared = prepare ? await prepare(databaseUrl) : undefined;
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // Production refuses the local test payment provider; the bench never pays, so Stripe
    // test keys pointing at an address that answers nothing keep it from ever reaching Stripe.
    STRIPE_SECRET_KEY: 'sk_test_lectio_bench',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_lectio_bench',
    STRIPE_WEBHOOK_SECRET: 'whsec_lectio_bench',
    STRIPE_BILLING_WEBHOOK_SECRET: 'whsec_lectio_bench',
    STRIPE_API_URL: 'http://127.0.0.1:9',
    ...process.env,
    // The store's per-IP lookup limit would refuse a load test from one address: the bench
    // sends those calls from distinct addresses in X-Forwarded-For (api-throughput.mjs), as a
    // load balancer on this machine's loopback would, and the server trusts loopback proxies.
    // Nothing is raised or turned off for the bench: each request counts against its address.
    TRUST_PROXY: 'loopback',
    DATABASE_URL: databaseUrl,
    FILES_DIR: join(dir, 'files'),
    UPLOADS_TEMP_DIR: join(dir, 'uploads'),
    CLIENT_DIR: clientDir,
    ...extra,
  };
  const server = await startProcess({
    name: 'Lectio server',
    args: [...nodeArgs, '--enable-source-maps', serverBundle],
    env,
    readyPath: '/api/health',
    dir,
    ipc,
  });
  return { ...server, prepared };
}

/**
 * A minimal Fastify app answering GET / with {"status":"ok"}: the reference throughput. It
 * runs in a process of its own, like the Lectio server: inside the bench process it would
 * share one event loop with autocannon and look slower than it is, skewing every ratio.
 */
export function startBareFastify() {
  return startProcess({
    name: 'bare Fastify',
    args: [fileURLToPath(new URL('bare-fastify.mjs', import.meta.url))],
    env: process.env,
    readyPath: '/',
    dir: null,
  });
}

/**
 * @param {{ name: string, args: string[], env: NodeJS.ProcessEnv, readyPath: string,
 *   dir: string | null, ipc?: boolean }} options
 */
async function startProcess({ name, args, env, readyPath, dir, ipc = false }) {
  const port = await freePort();
  const academyPort = await freePort();
  const child = spawn(process.execPath, args, {
    env: { ...env, PORT: String(port), ACADEMY_PORT: String(academyPort), HOST },
    stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? ['ipc'] : [])],
  });
  const entry = { child, dir, stop: async () => {} };
  running.add(entry);

  // Keep the last output so a server that fails to start can say why.
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

  const url = `http://${HOST}:${port}`;
  const stop = async () => {
    if (!running.has(entry)) return;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
    running.delete(entry);
  };
  entry.stop = stop;

  try {
    await waitUntilReady(`${url}${readyPath}`, exited);
  } catch (error) {
    await stop();
    throw new SetupError(`${name} did not start: ${error.message}\n${output.trim()}`);
  }
  return { name, url, port, pid: child.pid, child, stop };
}

async function waitUntilReady(readyUrl, exited) {
  let exit = null;
  void exited.then((value) => (exit = value));
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exit) throw new Error(`it exited (code ${exit.code ?? exit.signal})`);
    try {
      const response = await fetch(readyUrl, { signal: AbortSignal.timeout(1000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no answer from ${readyUrl} within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

/** Stops every server this module started (the run's error and signal paths). */
export async function stopAll() {
  await Promise.all([...running].map((entry) => entry.stop()));
}

/** Last resort on process exit: synchronous, so it can only signal and delete. */
export function killAllSync() {
  for (const entry of running) {
    if (entry.child.exitCode === null && entry.child.signalCode === null)
      entry.child.kill('SIGKILL');
    if (entry.dir) rmSync(entry.dir, { recursive: true, force: true });
  }
  running.clear();
}
