// API throughput and latency with autocannon, always next to a bare Fastify route measured in
// the same run on the same machine, so figures from different machines can be compared
// through their ratio to the reference.
//
// For each target: a short warm-up, then the peak (as many requests per second as
// `connections` keep-alive connections get answered, closed loop, autocannon), then the
// latency at half that peak: requests evenly spaced at half the peak rate, open loop
// (paced-load.mjs), a steady moderate load with headroom, which is what the p99 budgets
// (GUIDE §7) are about. When the server's process id is known, its CPU time per request
// during the steady run is reported too (process-cpu.mjs): on a busy machine latency moves
// with the neighbours, CPU time much less.
import autocannon from 'autocannon';
import { demoTeacherCredentials, signIn } from './auth-client.mjs';
import { SIGNED_IN_GET_P99_MS, STORE_API_P99_MS } from './budgets.mjs';
import { pacedLoad } from './paced-load.mjs';
import { cpuMeter } from './process-cpu.mjs';

/**
 * @typedef {{
 *   name: string,
 *   method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
 *   path: string,
 *   headers?: Record<string, string>,
 *   body?: string,
 *   p99BudgetMs?: number,
 *   setup?: (baseUrl: string) => Promise<{ headers?: Record<string, string>, body?: string }>,
 *   distinctClients?: boolean,
 * }} Endpoint
 * `setup` runs once before the endpoint is measured (e.g. to sign in and return the session
 * cookie as a header); its headers and body are added to every request. `distinctClients`
 * sends each request from a different client address (X-Forwarded-For, which the bench
 * server trusts from loopback: TRUST_PROXY=loopback in server.mjs), for endpoints with a per-IP limit.
 */

/**
 * The client address of the i-th request of an endpoint with `distinctClients`: addresses
 * of 10.0.0.0/8 in turn (16.7 million before one comes back, far more than a run sends), so
 * no address ever nears a per-IP limit and no request is refused for it.
 * @param {number} index
 */
export function clientAddress(index) {
  const n = index % 0x1000000;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * Endpoints of the Lectio server measured by `npm run bench`. Sign-in itself, bound by its
 * password hash, is measured apart (sign-in.mjs).
 * @type {Endpoint[]}
 */
export const API_ENDPOINTS = [
  { name: 'GET /api/health', method: 'GET', path: '/api/health' },
  {
    // The cheapest signed-in read: the session lookup every signed-in call starts with.
    name: 'GET /api/auth/session (signed in)',
    method: 'GET',
    path: '/api/auth/session',
    p99BudgetMs: SIGNED_IN_GET_P99_MS,
    setup: async (baseUrl) => ({
      headers: { cookie: await signIn(baseUrl, await demoTeacherCredentials()) },
    }),
  },
  // The store calls of SPEC §7.2 a visitor makes before paying (issue 4), on the demo book
  // GRACE (server/modules/demo/seed.ts). Code and child lookups are limited per IP address
  // (STORE_LOOKUP_LIMIT, 60 a minute): each request comes from its own address, so the
  // limit's counter is updated on every request as in production and never refuses one.
  {
    name: 'GET /api/store/search_activity',
    method: 'GET',
    path: '/api/store/search_activity?code=GRACE',
    p99BudgetMs: STORE_API_P99_MS,
    distinctClients: true,
  },
  {
    name: 'GET /api/store/students_search',
    method: 'GET',
    path: '/api/store/students_search?code=GRACE&q=gra',
    p99BudgetMs: STORE_API_P99_MS,
    distinctClients: true,
  },
  {
    name: 'GET /api/store/shipping',
    method: 'GET',
    path: '/api/store/shipping?countryCode=US&quantity=3',
    p99BudgetMs: STORE_API_P99_MS,
  },
];

/** The reference: bare-fastify.mjs answers GET / like /api/health does. */
export const BARE_ENDPOINT = { name: 'bare Fastify GET /', method: 'GET', path: '/' };

export const LOAD = {
  connections: 10,
  warmupSeconds: 1,
  peakSeconds: 5,
  latencySeconds: 5,
};

/**
 * Nearest-rank percentile of unsorted values (`values` is sorted in place).
 * @param {number[]} values
 * @param {number} p 0–100
 */
export function percentile(values, p) {
  if (values.length === 0) return null;
  values.sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * values.length));
  return values[Math.min(rank, values.length) - 1] ?? null;
}

/**
 * Peak throughput, then latency at half of it, for one endpoint of a running server.
 * @param {string} baseUrl
 * @param {Endpoint} endpoint
 * @param {typeof LOAD} [load]
 * @param {number} [pid] the server's process id, for its CPU time per request
 */
export async function measureEndpoint(baseUrl, endpoint, load = LOAD, pid = undefined) {
  const request = await requestFor(baseUrl, endpoint, load);
  if (load.warmupSeconds > 0) await cannon({ ...request, duration: load.warmupSeconds });
  const peak = await cannon({ ...request, duration: load.peakSeconds });
  const peakRps = ratePerSecond(peak.result);
  const halfRate = Math.max(1, Math.round(peakRps / 2));
  const meter = cpuMeter(pid);
  const steady = await pacedLoad({
    url: request.url,
    method: request.method,
    headers: request.headers,
    body: request.body,
    rate: halfRate,
    seconds: load.latencySeconds,
    connections: load.connections,
    headersFor: endpoint.distinctClients
      ? (index) => ({ 'x-forwarded-for': clientAddress(PACED_CLIENTS_FROM + index) })
      : undefined,
  });
  const cpu = meter.take();

  return {
    name: endpoint.name,
    peakRps,
    halfRate,
    steadyRps: steady.achievedRps,
    latencyMs: {
      p50: percentile(steady.latencies, 50),
      p99: percentile(steady.latencies, 99),
      max: percentile(steady.latencies, 100),
    },
    /** How late the bench process sent requests against the schedule (a busy client). */
    scheduleLateMs: steady.lateMs,
    /** Server CPU time (all threads) per request during the steady run, or null. */
    serverCpuMsPerRequest: cpu.totalMs === null ? null : cpu.totalMs / steady.sent,
    p99BudgetMs: endpoint.p99BudgetMs ?? null,
    failures: {
      peak: failuresOf(peak.result),
      steady: steady.failures,
    },
  };
}

/** autocannon's requests take addresses from 0, the steady run's from here on. */
const PACED_CLIENTS_FROM = 0x800000;

/** autocannon options for an endpoint, after its setup. */
async function requestFor(baseUrl, endpoint, load) {
  const extra = endpoint.setup ? await endpoint.setup(baseUrl) : {};
  const headers = { ...endpoint.headers, ...extra.headers };
  let sent = 0;
  return {
    url: new URL(endpoint.path, baseUrl).href,
    method: endpoint.method ?? 'GET',
    headers,
    body: extra.body ?? endpoint.body,
    connections: load.connections,
    // autocannon builds each request again through setupRequest (a little more client work,
    // the same for every run of the endpoint).
    ...(endpoint.distinctClients
      ? {
          requests: [
            {
              setupRequest: (req) => ({
                ...req,
                headers: { ...req.headers, 'x-forwarded-for': clientAddress(sent++) },
              }),
            },
          ],
        }
      : {}),
  };
}

/**
 * One autocannon run. Latencies are collected from each response (microsecond precision)
 * rather than from autocannon's histogram, which rounds to whole milliseconds; only 2xx
 * answers count, like autocannon's own latency figures.
 */
export async function cannon(options) {
  /** @type {number[]} */
  const latencies = [];
  const tracker = autocannon(options);
  tracker.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await tracker;
  return { result, latencies };
}

/** Answers per second over the whole run (autocannon's own average skips partial seconds). */
export function ratePerSecond(result) {
  return result.duration > 0 ? result.requests.total / result.duration : 0;
}

export function failuresOf(result) {
  return { errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx };
}

/**
 * Measures the reference and every endpoint, one after the other (never two loads at once).
 * `extras` are other measurements of the Lectio server (sign-in) run after the endpoints and
 * before the reference is measured again, so the busy-machine check covers them too; their
 * results come back under their names.
 * @param {{ bareUrl: string, lectioUrl: string, endpoints?: Endpoint[], load?: typeof LOAD,
 *   extras?: { name: string, run: (lectioUrl: string) => Promise<unknown> }[],
 *   onTarget?: (name: string) => void, barePid?: number, lectioPid?: number }} options
 * `barePid` and `lectioPid` (the servers' process ids) add their CPU time per request.
 */
export async function measureApi({
  bareUrl,
  lectioUrl,
  endpoints = API_ENDPOINTS,
  load = LOAD,
  extras = [],
  onTarget = () => {},
  barePid,
  lectioPid,
}) {
  onTarget(BARE_ENDPOINT.name);
  const bare = await measureEndpoint(bareUrl, BARE_ENDPOINT, load, barePid);
  const results = [];
  for (const endpoint of endpoints) {
    onTarget(endpoint.name);
    const result = await measureEndpoint(lectioUrl, endpoint, load, lectioPid);
    results.push({
      ...result,
      ratioToBare: bare.peakRps > 0 ? result.peakRps / bare.peakRps : null,
    });
  }
  /** @type {Record<string, unknown>} */
  const extraResults = {};
  for (const extra of extras) {
    onTarget(extra.name);
    extraResults[extra.name] = await extra.run(lectioUrl);
  }
  // The reference once more: if it moved, something else used the CPU meanwhile and the
  // ratios are not to be trusted.
  onTarget(`${BARE_ENDPOINT.name} (again)`);
  const again = await cannon({
    ...(await requestFor(bareUrl, BARE_ENDPOINT, load)),
    duration: load.peakSeconds,
  });
  return {
    load,
    bare,
    bareAgainRps: ratePerSecond(again.result),
    endpoints: results,
    extras: extraResults,
  };
}
