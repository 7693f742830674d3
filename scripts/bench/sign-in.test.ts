import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cpuFigures,
  hashBoundRps,
  hashShare,
  mean,
  measureSignIn,
  pairedRuns,
} from './sign-in.mjs';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('hash share', () => {
  it('is the hash time over the sign-in time, with the rest in milliseconds', () => {
    expect(hashShare(27, 30)).toEqual({ share: 0.9, remainderMs: 3 });
    const slow = hashShare(20, 40);
    expect(slow.share).toBe(0.5);
    expect(slow.remainderMs).toBe(20);
  });

  it('has no value without both measurements', () => {
    expect(hashShare(null, 30)).toEqual({ share: null, remainderMs: null });
    expect(hashShare(27, null)).toEqual({ share: null, remainderMs: null });
    expect(hashShare(27, 0)).toEqual({ share: null, remainderMs: null });
  });

  it('gives the hash-bound ceiling: every core hashing all the time', () => {
    expect(hashBoundRps(25, 2)).toBe(80);
    expect(hashBoundRps(50, 4)).toBe(80);
    expect(hashBoundRps(null, 2)).toBeNull();
  });

  it('averages samples, and has no mean without them', () => {
    expect(mean([1, 2, 6])).toBe(3);
    expect(mean([])).toBeNull();
  });
});

describe('pairedRuns', () => {
  it('alternates a sign-in and a hash, each timed alone, after one untimed pair', async () => {
    const calls: string[] = [];
    const pairs = await pairedRuns({
      signInOnce: async () => {
        calls.push('sign-in');
        return { status: calls.length === 5 ? 429 : 200, ms: 12 };
      },
      verifyOnce: async () => {
        calls.push('hash');
        await sleep(3);
        return true;
      },
      seconds: 0,
      minPairs: 3,
    });
    expect(calls).toEqual([
      'sign-in',
      'hash',
      'sign-in',
      'hash',
      'sign-in',
      'hash',
      'sign-in',
      'hash',
    ]);
    // The second timed sign-in was refused: counted, not timed.
    expect(pairs.loginMs).toEqual([12, 12]);
    expect(pairs.non2xx).toBe(1);
    expect(pairs.hashMs).toHaveLength(3);
    for (const time of pairs.hashMs) expect(time).toBeGreaterThanOrEqual(2);
  });

  it('keeps the server CPU of each sign-in and the bench CPU of each hash', async () => {
    let taken = 0;
    const pairs = await pairedRuns({
      signInOnce: async () => ({ status: 200, ms: 12 }),
      verifyOnce: async () => {
        // Busy until the bench process has spent 4 ms of CPU, so its own CPU time moves (a
        // wall-clock wait spends less CPU than it lasts when the machine is busy).
        const start = process.cpuUsage();
        const spentMs = () => {
          const { user, system } = process.cpuUsage(start);
          return (user + system) / 1000;
        };
        while (spentMs() < 4);
        return true;
      },
      seconds: 0,
      minPairs: 3,
      // A server that spends 10 ms of CPU per sign-in, 2 of them on its event loop.
      serverCpu: {
        take: () => (taken++ % 2 === 0 ? { totalMs: 0, mainMs: 0 } : { totalMs: 10, mainMs: 2 }),
      },
    });
    expect(pairs.loginCpuMs).toEqual([10, 10, 10]);
    expect(pairs.loginMainCpuMs).toEqual([2, 2, 2]);
    expect(pairs.hashCpuMs).toHaveLength(3);
    for (const cpu of pairs.hashCpuMs) expect(cpu).toBeGreaterThanOrEqual(3);
    const figures = cpuFigures({
      loginCpuMs: [10, 10],
      loginMainCpuMs: [2, 1],
      hashCpuMs: [9, 9.5],
    });
    expect(figures).toEqual({
      runs: 2,
      hashMeanMs: 9.25,
      loginMeanMs: 10,
      eventLoopMeanMs: 1.5,
      share: 0.925,
      remainderMs: 0.75,
    });
    expect(cpuFigures({ loginCpuMs: [], loginMainCpuMs: [], hashCpuMs: [9] }).share).toBeNull();
  });

  it('stops when the password check refuses the right password', async () => {
    await expect(
      pairedRuns({
        signInOnce: async () => ({ status: 200, ms: 1 }),
        verifyOnce: async () => false,
        seconds: 0,
      }),
    ).rejects.toThrow(/refused the right password/);
  });
});

describe('measureSignIn', () => {
  const HASH_MS = 8;
  const OTHER_MS = 4;
  let server: Server;
  let baseUrl: string;
  const seen = new Set<string>();

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.add(`${request.method} ${request.url} ${request.headers.origin} ${body}`);
        // A sign-in that spends HASH_MS hashing and OTHER_MS on everything else.
        setTimeout(() => {
          response.setHeader('set-cookie', ['t=token; Path=/; HttpOnly']);
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end('{"t":"token"}');
        }, HASH_MS + OTHER_MS);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('compares the hash alone with a sequential sign-in, and loads with a few connections', async () => {
    const result = await measureSignIn({
      baseUrl,
      credentials: { email: 'teacher@demo.lectio.app', password: 'LectioDemo1' },
      hasher: {
        label: 'argon2id m=19456,t=2,p=1',
        verifyOnce: async () => {
          await sleep(HASH_MS);
          return true;
        },
      },
      // autocannon ends a run on its one-second tick, so shorter runs would not be faster.
      load: { warmupSeconds: 0, connections: 3, throughputSeconds: 1, pairedSeconds: 0.5 },
      cores: 2,
    });

    // Every request was the demo sign-in, with the server's origin.
    expect([...seen]).toEqual([
      `POST /api/auth/login ${baseUrl} {"email":"teacher@demo.lectio.app","password":"LectioDemo1"}`,
    ]);
    expect(result.sequential.connections).toBe(1);
    expect(result.sequential.failures).toEqual({ errors: 0, timeouts: 0, non2xx: 0 });
    expect(result.throughput.connections).toBe(3);
    // One connection waits for each answer; three get about three times as many answered
    // (at least 1.3 times on a busy machine, whose late timers stretch each 12 ms answer; a
    // load that sent one request at a time would get no more than one connection).
    expect(result.sequential.rps).toBeLessThan(1000 / (HASH_MS + OTHER_MS) + 5);
    expect(result.throughput.rps).toBeGreaterThan(result.sequential.rps * 1.3);
    expect(result.throughput.latencyMs.p99).toBeGreaterThanOrEqual(
      result.throughput.latencyMs.p50 ?? Infinity,
    );

    // Pairs of one sign-in and one hash for half a second: about 500 / (12 + 8) of them.
    expect(result.hash.runs).toBeGreaterThanOrEqual(5);
    expect(result.hash.runs).toBeLessThan(40);
    expect(result.hash.meanMs).toBeGreaterThanOrEqual(HASH_MS - 1);
    expect(result.loginMeanMs).toBeGreaterThanOrEqual(HASH_MS + OTHER_MS - 1);
    // The share and the rest come from the two means.
    expect(result.share).toBeCloseTo((result.hash.meanMs ?? 0) / (result.loginMeanMs ?? 1));
    expect(result.share).toBeLessThan(0.9);
    expect(result.remainderMs).toBeCloseTo((result.loginMeanMs ?? 0) - (result.hash.meanMs ?? 0));
    expect(result.remainderMs).toBeGreaterThan(OTHER_MS / 2);
    expect(result.shareMin).toBe(0.9);
    expect(result.hashBoundRps).toBeCloseTo(2000 / (result.hash.meanMs ?? 1));
    expect(result.ofHashBound).toBeCloseTo(result.throughput.rps / (result.hashBoundRps ?? 1));
  });
});
