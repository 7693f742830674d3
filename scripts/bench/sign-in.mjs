// Sign-in cost (issue 3): how many password sign-ins per second the server answers, and how
// much of one sign-in is the argon2id hash itself. The hash is deliberately slow (GUIDE §6);
// everything else a sign-in does (rate-limit counters, user lookup, new session, audit row,
// HTTP) should be small next to it: target ≥ 90 % of a sequential sign-in's latency.
//
//   1. throughput: a few connections, so every core hashes: sign-ins per second, p50 and p99;
//   2. sequential, in pairs: one sign-in alone on the server, then the hash alone (the
//      server's own verifyPassword from server/lib/passwords.ts, on a hash made with
//      the server's settings, in the bench process), again and again. Interleaving them means
//      that whatever else loads the machine weighs on both sides of the share alike.
//      Each side is measured twice: as latency (wall time) and as CPU time, the server's
//      (every thread, so the thread pool that hashes too, process-cpu.mjs) for a sign-in and
//      the bench process's for the hash. The CPU share is the one the target is about ("the
//      share of a sign-in's CPU time spent hashing"), and it hardly moves when other
//      processes compete for the cores, where latencies do; the event loop's part of a
//      sign-in's CPU (the work that is not the hash) is shown beside it.
// Only successful sign-ins are sent: they never count against the failed-login limit.
import { Agent, request as httpRequest } from 'node:http';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../lib/build.mjs';
import { cannon, failuresOf, percentile, ratePerSecond } from './api-throughput.mjs';
import { loginRequest, signIn } from './auth-client.mjs';
import { SIGN_IN_HASH_SHARE_MIN } from './budgets.mjs';
import { importServerTs } from './import-server-ts.mjs';
import { cpuMeter } from './process-cpu.mjs';
import { SetupError } from './server.mjs';

export const SIGN_IN_LOAD = {
  warmupSeconds: 1,
  /** A few more connections than cores, so no core waits for a request. */
  connections: 4,
  throughputSeconds: 5,
  /** Sign-in / hash pairs, one at a time, for this long. */
  pairedSeconds: 6,
};

/** @param {number[]} values */
export function mean(values) {
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/**
 * The hash's share of a sign-in's latency, and what the rest of the sign-in costs.
 * @param {number | null} hashMs mean time of one verification
 * @param {number | null} loginMs mean latency of one sign-in, alone on the server
 */
export function hashShare(hashMs, loginMs) {
  if (hashMs === null || loginMs === null || loginMs <= 0) {
    return { share: null, remainderMs: null };
  }
  return { share: hashMs / loginMs, remainderMs: loginMs - hashMs };
}

/**
 * Sign-ins per second if hashing were the whole cost and every core did nothing else: the
 * ceiling the measured throughput is compared with.
 * @param {number | null} hashMs
 * @param {number} cores
 */
export function hashBoundRps(hashMs, cores) {
  return hashMs === null || hashMs <= 0 ? null : (cores * 1000) / hashMs;
}

/**
 * The server's password check, on a hash of `password` made with the server's settings (the
 * seed hashes the demo password the same way). `params` is the hash's parameter string.
 * @param {string} password
 */
export async function serverPasswordCheck(password) {
  const passwords = await importServerTs(join(ROOT, 'server/lib/passwords.ts'));
  const hash = await passwords.hashPassword(password);
  const params = /\$(m=\d+,t=\d+,p=\d+)\$/.exec(hash)?.[1] ?? 'unknown parameters';
  return {
    label: `${hash.split('$')[1] ?? 'argon2'} ${params}`,
    verifyOnce: () => passwords.verifyPassword(hash, password),
  };
}

/** CPU ms the bench process has used so far, every thread (the hash runs in the pool). */
function ownCpuMs() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * Alternates one sign-in and one hash verification, each timed alone, until `seconds` have
 * passed (at least `minPairs` pairs), after one untimed pair. With `serverCpu` (a cpuMeter
 * of the server), the server's CPU time per sign-in and the bench process's CPU time per
 * hash are kept too.
 * @param {{ signInOnce: () => Promise<{ status: number, ms: number }>,
 *   verifyOnce: () => Promise<boolean>, seconds: number, minPairs?: number,
 *   serverCpu?: { take: () => { totalMs: number | null, mainMs: number | null } } }} options
 */
export async function pairedRuns({ signInOnce, verifyOnce, seconds, minPairs = 5, serverCpu }) {
  await signInOnce();
  await verifyOnce();
  /** @type {number[]} */
  const loginMs = [];
  /** @type {number[]} */
  const hashMs = [];
  /** @type {number[]} */
  const loginCpuMs = [];
  /** @type {number[]} */
  const loginMainCpuMs = [];
  /** @type {number[]} */
  const hashCpuMs = [];
  let non2xx = 0;
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end || hashMs.length < minPairs) {
    serverCpu?.take();
    const login = await signInOnce();
    const cpu = serverCpu?.take();
    if (login.status >= 200 && login.status < 300) {
      loginMs.push(login.ms);
      if (cpu?.totalMs != null) loginCpuMs.push(cpu.totalMs);
      if (cpu?.mainMs != null) loginMainCpuMs.push(cpu.mainMs);
    } else {
      non2xx += 1;
    }
    const cpuBefore = ownCpuMs();
    const start = performance.now();
    const matches = await verifyOnce();
    hashMs.push(performance.now() - start);
    hashCpuMs.push(ownCpuMs() - cpuBefore);
    if (!matches) throw new SetupError('the password check refused the right password');
  }
  return { loginMs, hashMs, loginCpuMs, loginMainCpuMs, hashCpuMs, non2xx };
}

/**
 * One request at a time over a single keep-alive connection, timed from sending to the end
 * of the answer (node:http: less client work per request than fetch).
 * @param {{ url: string, method: string, headers: Record<string, string>, body: string }} request
 */
function sequentialClient({ url, method, headers, body }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const length = String(Buffer.byteLength(body));
  const once = () =>
    /** @type {Promise<{ status: number, ms: number }>} */ (
      new Promise((resolve, reject) => {
        const start = performance.now();
        const outgoing = httpRequest(
          url,
          { method, headers: { ...headers, 'content-length': length }, agent },
          (response) => {
            response.resume();
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, ms: performance.now() - start }),
            );
          },
        );
        outgoing.on('error', reject);
        outgoing.end(body);
      })
    );
  return { once, close: () => agent.destroy() };
}

/**
 * @param {{ baseUrl: string, credentials: { email: string, password: string },
 *   hasher: { label: string, verifyOnce: () => Promise<boolean> },
 *   load?: typeof SIGN_IN_LOAD, cores?: number, pid?: number }} options
 * `pid` (the server's process id) adds the CPU-time figures.
 */
export async function measureSignIn({
  baseUrl,
  credentials,
  hasher,
  load = SIGN_IN_LOAD,
  cores = cpus().length,
  pid,
}) {
  // Wrong credentials stop here, before any load (and before the failed-login limit).
  await signIn(baseUrl, credentials);
  const request = loginRequest(baseUrl, credentials);
  if (load.warmupSeconds > 0) {
    await cannon({ ...request, connections: 1, duration: load.warmupSeconds });
  }
  const loaded = await cannon({
    ...request,
    connections: load.connections,
    duration: load.throughputSeconds,
  });
  const client = sequentialClient(request);
  let pairs;
  try {
    pairs = await pairedRuns({
      signInOnce: client.once,
      verifyOnce: hasher.verifyOnce,
      seconds: load.pairedSeconds,
      serverCpu: pid ? cpuMeter(pid) : undefined,
    });
  } finally {
    client.close();
  }

  const loginMs = mean(pairs.loginMs);
  const hashMs = mean(pairs.hashMs);
  const ceiling = hashBoundRps(hashMs, cores);
  const throughputRps = ratePerSecond(loaded.result);
  const loginSeconds = pairs.loginMs.reduce((sum, ms) => sum + ms, 0) / 1000;
  return {
    load,
    cores,
    hash: {
      label: hasher.label,
      runs: pairs.hashMs.length,
      meanMs: hashMs,
      p50Ms: percentile(pairs.hashMs, 50),
    },
    sequential: {
      connections: 1,
      // Sign-ins per second of time spent signing in (the hash runs in between left out).
      rps: loginSeconds > 0 ? pairs.loginMs.length / loginSeconds : 0,
      latencyMs: latencies(pairs.loginMs),
      failures: { errors: 0, timeouts: 0, non2xx: pairs.non2xx },
    },
    throughput: {
      connections: load.connections,
      rps: throughputRps,
      latencyMs: latencies(loaded.latencies),
      failures: failuresOf(loaded.result),
    },
    /** Mean latency of a sign-in alone on the server. */
    loginMeanMs: loginMs,
    ...hashShare(hashMs, loginMs),
    cpu: cpuFigures(pairs),
    shareMin: SIGN_IN_HASH_SHARE_MIN,
    hashBoundRps: ceiling,
    ofHashBound: ceiling ? throughputRps / ceiling : null,
  };
}

/**
 * The hash's share of a sign-in's CPU time: the mean CPU time of one hash (bench process)
 * over the mean CPU time the server spends on one sign-in (all its threads), and the part of
 * the sign-in that ran on the server's event loop (the main thread: HTTP, JSON, the
 * database, everything but the hash). Null figures when the server's CPU was not readable.
 * @param {{ loginCpuMs: number[], loginMainCpuMs: number[], hashCpuMs: number[] }} pairs
 */
export function cpuFigures({ loginCpuMs, loginMainCpuMs, hashCpuMs }) {
  const loginMs = mean(loginCpuMs);
  const hashMs = mean(hashCpuMs);
  const { share, remainderMs } = hashShare(hashMs, loginMs);
  return {
    runs: loginCpuMs.length,
    hashMeanMs: hashMs,
    loginMeanMs: loginMs,
    eventLoopMeanMs: mean(loginMainCpuMs),
    share,
    remainderMs,
  };
}

/** @param {number[]} values latencies in ms (sorted in place) */
function latencies(values) {
  return {
    p50: percentile(values, 50),
    p99: percentile(values, 99),
    max: percentile(values, 100),
  };
}
