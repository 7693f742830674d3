import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dueCount, pacedLoad, requestBytes, responseReader } from './paced-load.mjs';

describe('dueCount', () => {
  it('spreads requests evenly: request i is due at i / rate seconds', () => {
    expect(dueCount(-1, 100, 50)).toBe(0);
    expect(dueCount(0, 100, 50)).toBe(1);
    expect(dueCount(9.99, 100, 50)).toBe(1);
    expect(dueCount(10, 100, 50)).toBe(2);
    expect(dueCount(105, 100, 50)).toBe(11);
    expect(dueCount(1000, 2500, 10_000)).toBe(2501);
    // Never more than the run holds.
    expect(dueCount(60_000, 100, 50)).toBe(50);
  });
});

describe('requestBytes and responseReader', () => {
  it('writes an HTTP/1.1 request with its host, headers and body length', () => {
    const bytes = requestBytes(
      new URL('http://127.0.0.1:8080/api/store/shipping?countryCode=US&quantity=3'),
      'POST',
      { cookie: 't=abc' },
      '{"a":"é"}',
    );
    expect(bytes.toString()).toBe(
      'POST /api/store/shipping?countryCode=US&quantity=3 HTTP/1.1\r\nhost: 127.0.0.1:8080\r\ncookie: t=abc\r\ncontent-length: 10\r\n\r\n{"a":"é"}',
    );
  });

  it('splits answers however the bytes arrive, with length or chunked bodies', () => {
    const reader = responseReader();
    const first = 'HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello';
    const second = 'HTTP/1.1 429 Too Many Requests\r\ncontent-length: 2\r\n\r\n{}';
    const third = 'HTTP/1.1 201 Created\r\ntransfer-encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n';
    const all = Buffer.from(first + second + third);
    expect(reader.push(all.subarray(0, 20))).toEqual([]);
    expect(reader.push(all.subarray(20, first.length + 3))).toEqual([200]);
    expect(reader.push(all.subarray(first.length + 3, all.length - 4))).toEqual([429]);
    expect(reader.push(all.subarray(all.length - 4))).toEqual([201]);
  });
});

describe('pacedLoad', () => {
  let server: Server;
  let baseUrl: string;
  const arrivals: number[] = [];
  const clients = new Set<string>();
  const seen: { url: string; user: string; body: string; port: number }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      arrivals.push(performance.now());
      if (request.url?.startsWith('/users/')) {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString()));
        request.on('end', () => {
          seen.push({
            url: request.url ?? '',
            user: String(request.headers['x-user']),
            body,
            port: request.socket.remotePort ?? 0,
          });
          response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        });
        return;
      }
      clients.add(String(request.headers['x-forwarded-for']));
      if (request.url === '/limited') {
        response.writeHead(429, { 'content-type': 'application/json' }).end('{}');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"status":"ok"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the rate asked for, evenly, not in bursts, and times every answer', async () => {
    arrivals.length = 0;
    const run = await pacedLoad({ url: `${baseUrl}/ok`, rate: 200, seconds: 1, connections: 4 });
    expect(run.sent).toBe(200);
    expect(run.latencies).toHaveLength(200);
    expect(run.failures).toEqual({ errors: 0, timeouts: 0, non2xx: 0 });
    expect(run.achievedRps).toBeGreaterThan(100);
    expect(run.achievedRps).toBeLessThan(230);
    // Spread over the second, where a burst-per-second load would send all 200 at once: the
    // arrivals span most of it and no 100 ms stretch gets half of them (a fair share is 20;
    // the slack is for a busy test machine, where the process can stall for a while).
    const start = arrivals[0] ?? 0;
    expect((arrivals.at(-1) ?? 0) - start).toBeGreaterThan(800);
    const perTenth = new Array(20).fill(0);
    for (const at of arrivals) perTenth[Math.min(19, Math.floor((at - start) / 100))] += 1;
    expect(Math.max(...perTenth)).toBeLessThan(100);
  });

  it('counts refused answers instead of timing them, and sends per-request headers', async () => {
    clients.clear();
    const run = await pacedLoad({
      url: `${baseUrl}/limited`,
      rate: 50,
      seconds: 0.2,
      headersFor: (index) => ({ 'x-forwarded-for': `10.0.0.${index}` }),
    });
    expect(run.sent).toBe(10);
    expect(run.latencies).toEqual([]);
    expect(run.failures.non2xx).toBe(10);
    expect(clients.size).toBe(10);
    expect(clients).toContain('10.0.0.9');
  });

  it('gives each request its own path, headers and body, always on the same connection', async () => {
    seen.length = 0;
    const run = await pacedLoad({
      url: `${baseUrl}/ignored`,
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      rate: 100,
      seconds: 0.12,
      connections: 3,
      requestFor: (index) => ({
        path: `/users/${index % 3}?save=${index}`,
        headers: { 'x-user': `u${index % 3}` },
        body: JSON.stringify({ save: index }),
      }),
    });
    expect(run.sent).toBe(12);
    expect(run.latencies).toHaveLength(12);
    expect(seen.map((request) => request.url).sort()).toContain('/users/2?save=11');
    for (const request of seen) {
      const save = Number(/save=(\d+)/.exec(request.url)?.[1]);
      expect(request.user).toBe(`u${save % 3}`);
      expect(JSON.parse(request.body)).toEqual({ save });
    }
    // One user, one connection: each user's requests came from a single client port.
    for (const user of ['u0', 'u1', 'u2']) {
      const ports = new Set(seen.filter((r) => r.user === user).map((r) => r.port));
      expect(ports.size).toBe(1);
    }
  });
});
