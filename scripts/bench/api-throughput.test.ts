import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ENDPOINTS, clientAddress, measureApi, percentile } from './api-throughput.mjs';

describe('percentile', () => {
  it('takes the nearest rank, whatever the order of the samples', () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([0.4, 2.5, 0.3], 50)).toBe(0.4);
    expect(percentile([7.25], 99)).toBe(7.25);
  });

  it('has no value without samples', () => {
    expect(percentile([], 99)).toBeNull();
  });
});

describe('clientAddress', () => {
  it('gives each request its own private address, 16.7 million before one returns', () => {
    expect(clientAddress(0)).toBe('10.0.0.0');
    expect(clientAddress(258)).toBe('10.0.1.2');
    expect(clientAddress(0xffffff)).toBe('10.255.255.255');
    expect(clientAddress(0x1000000)).toBe('10.0.0.0');
  });
});

describe('API_ENDPOINTS', () => {
  it('measures the store calls with their budget, the limited ones from distinct clients', () => {
    const store = API_ENDPOINTS.filter((endpoint) => endpoint.path.startsWith('/api/store/'));
    expect(store.map((endpoint) => [endpoint.path, endpoint.distinctClients ?? false])).toEqual([
      ['/api/store/search_activity?code=GRACE', true],
      ['/api/store/students_search?code=GRACE&q=gra', true],
      ['/api/store/shipping?countryCode=US&quantity=3', false],
    ]);
    for (const endpoint of store) expect(endpoint.p99BudgetMs).toBe(25);
  });
});

describe('measureApi', () => {
  let server: Server;
  let baseUrl: string;
  const cookies = new Set<string>();
  const limited = new Set<string>();

  beforeAll(async () => {
    server = createServer((request, response) => {
      cookies.add(request.headers.cookie ?? '');
      const client = String(request.headers['x-forwarded-for']);
      if (request.url === '/limited') {
        // One answer per client address, as a per-IP limit of 1 would allow.
        if (limited.has(client)) return void response.writeHead(429).end();
        limited.add(client);
      }
      if (request.url === '/broken') {
        response.writeHead(500).end();
      } else if (request.url === '/private' && request.headers.cookie !== 'session=abc') {
        response.writeHead(401).end();
      } else {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"status":"ok"}');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('measures the reference and each endpoint: peak, half rate, latencies, failures', async () => {
    const targets: string[] = [];
    const api = await measureApi({
      bareUrl: baseUrl,
      lectioUrl: baseUrl,
      // autocannon ends a run on its one-second tick, so shorter runs would not be faster.
      load: { connections: 2, warmupSeconds: 0, peakSeconds: 1, latencySeconds: 1 },
      endpoints: [
        {
          name: 'signed-in GET',
          path: '/private',
          p99BudgetMs: 5,
          setup: async () => ({ headers: { cookie: 'session=abc' } }),
        },
        { name: 'broken', path: '/broken' },
        { name: 'limited per IP', path: '/limited', distinctClients: true },
      ],
      extras: [{ name: 'sign-in', run: async (url) => ({ measured: url }) }],
      onTarget: (name) => targets.push(name),
    });

    expect(targets).toEqual([
      'bare Fastify GET /',
      'signed-in GET',
      'broken',
      'limited per IP',
      // Extras run before the reference is measured again, so the noise check covers them.
      'sign-in',
      'bare Fastify GET / (again)',
    ]);
    expect(api.extras).toEqual({ 'sign-in': { measured: baseUrl } });
    expect(api.bareAgainRps).toBeGreaterThan(50);
    expect(api.bare.peakRps).toBeGreaterThan(50);
    expect(api.bare.halfRate).toBe(Math.round(api.bare.peakRps / 2));
    // The steady run is paced at the half rate, well below what the server can answer.
    expect(api.bare.steadyRps).toBeLessThan(api.bare.peakRps * 0.8);
    expect(api.bare.scheduleLateMs.p99).not.toBeNull();
    // No process id given: no CPU figure.
    expect(api.bare.serverCpuMsPerRequest).toBeNull();
    expect(api.bare.latencyMs.p50).toBeGreaterThan(0);
    expect(api.bare.latencyMs.p99).toBeGreaterThanOrEqual(api.bare.latencyMs.p50 ?? Infinity);
    expect(api.bare.latencyMs.max).toBeGreaterThanOrEqual(api.bare.latencyMs.p99 ?? Infinity);

    const [signedIn, broken, perIp] = api.endpoints;
    // Every request of the limited endpoint came from a new address: none was refused.
    expect(perIp?.failures.peak.non2xx).toBe(0);
    expect(perIp?.failures.steady.non2xx).toBe(0);
    expect(limited.size).toBeGreaterThan(50);
    // The setup's cookie went with every request: no 401 was counted.
    expect([...cookies]).toContain('session=abc');
    expect(signedIn?.failures.peak).toEqual({ errors: 0, timeouts: 0, non2xx: 0 });
    expect(signedIn?.failures.steady.non2xx).toBe(0);
    expect(signedIn?.p99BudgetMs).toBe(5);
    expect(signedIn?.ratioToBare).toBeCloseTo((signedIn?.peakRps ?? 0) / api.bare.peakRps);

    // Only 2xx answers have a latency; failures are counted instead.
    expect(broken?.failures.peak.non2xx).toBeGreaterThan(0);
    expect(broken?.latencyMs).toEqual({ p50: null, p99: null, max: null });
    expect(broken?.p99BudgetMs).toBeNull();
  });
});
