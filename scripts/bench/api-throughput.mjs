// API throughput and latency with autocannon, always next to a bare Fastify route measured in
// the same run on the same machine, so figures from different machines can be compared
// through their ratio to the reference.
//
// For each target: a short warm-up, then the peak (as many requests per second as
// `connections` keep-alive connections get answered), then the latency at half that peak,
// a steady load with headroom, which is what the p99 budgets (GUIDE §7) are about.
import autocannon from 'autocannon';
import { demoTeacherCredentials, signIn } from './auth-client.mjs';
import { SIGNED_IN_GET_P99_MS } from './budgets.mjs';

/**
 * @typedef {{
 *   name: string,
 *   method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
 *   path: string,
 *   headers?: Record<string, string>,
 *   body?: string,
 *   p99BudgetMs?: number,
 *   setup?: (baseUrl: string) => Promise<{ headers?: Record<string, string>, body?: string }>,
 * }} Endpoint
 * `setup` runs once before the endpoint is measured (e.g. to sign in and return the session
 * cookie as a header); its headers and body are added to every request.
 */

/**
 * Endpoints of the Lectio server measured by `npm run bench`. Later issues append theirs
 * (store endpoints with `p99BudgetMs: 25`). Sign-in itself, bound by its password hash, is
 * measured apart (sign-in.mjs).
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
 */
export async function measureEndpoint(baseUrl, endpoint, load = LOAD) {
  const request = await requestFor(baseUrl, endpoint, load);
  if (load.warmupSeconds > 0) await cannon({ ...request, duration: load.warmupSeconds });
  const peak = await cannon({ ...request, duration: load.peakSeconds });
  const peakRps = ratePerSecond(peak.result);
  const halfRate = Math.max(1, Math.round(peakRps / 2));
  const steady = await cannon({ ...request, duration: load.latencySeconds, overallRate: halfRate });

  return {
    name: endpoint.name,
    peakRps,
    halfRate,
    steadyRps: ratePerSecond(steady.result),
    latencyMs: {
      p50: percentile(steady.latencies, 50),
      p99: percentile(steady.latencies, 99),
      max: percentile(steady.latencies, 100),
    },
    p99BudgetMs: endpoint.p99BudgetMs ?? null,
    failures: {
      peak: failuresOf(peak.result),
      steady: failuresOf(steady.result),
    },
  };
}

/** autocannon options for an endpoint, after its setup. */
async function requestFor(baseUrl, endpoint, load) {
  const extra = endpoint.setup ? await endpoint.setup(baseUrl) : {};
  return {
    url: new URL(endpoint.path, baseUrl).href,
    method: endpoint.method ?? 'GET',
    headers: { ...endpoint.headers, ...extra.headers },
    body: extra.body ?? endpoint.body,
    connections: load.connections,
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
 *   onTarget?: (name: string) => void }} options
 */
export async function measureApi({
  bareUrl,
  lectioUrl,
  endpoints = API_ENDPOINTS,
  load = LOAD,
  extras = [],
  onTarget = () => {},
}) {
  onTarget(BARE_ENDPOINT.name);
  const bare = await measureEndpoint(bareUrl, BARE_ENDPOINT, load);
  const results = [];
  for (const endpoint of endpoints) {
    onTarget(endpoint.name);
    const result = await measureEndpoint(lectioUrl, endpoint, load);
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
