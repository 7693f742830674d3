import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { measureFanOut } from './notification-fanout.mjs';

/**
 * A loopback double of the server: each co-teacher's bell stream says `ready`, then hears a
 * `notification` 30 ms after each hand-in (except the teacher `deaf`, who never does).
 */
async function fakeServer({ deaf = '' } = {}) {
  const bells = new Map<string, ServerResponse>();
  const calls: string[] = [];
  const server = createServer((request, response) => {
    const url = String(request.url);
    calls.push(`${request.method} ${url} ${String(request.headers.cookie)}`);
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      bells.set(url, response);
      response.write('event: ready\ndata: {}\n\n');
      return;
    }
    request.resume();
    request.on('end', () => {
      response.writeHead(url.endsWith('/broken/submit') ? 409 : 200, {
        'content-type': 'application/json',
      });
      response.end('{}');
      if (request.method !== 'POST') return;
      setTimeout(() => {
        for (const [bell, stream] of bells) {
          if (bell !== `/live/${deaf}`) stream.write('event: notification\ndata: {}\n\n');
        }
      }, 30);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const options = (baseUrl: string, activities: string[]) => ({
  baseUrl,
  headers: { 'content-type': 'application/json' },
  studentCookie: 's=student',
  coTeachers: ['t1', 't2', 't3'].map((id) => ({ id, cookie: `t=${id}` })),
  handIns: activities.map((activity) => ({
    writeUrl: `/write/${activity}`,
    submitUrl: `/write/${activity}/submit`,
    body: '{"answers":{}}',
  })),
  liveUrl: (accountId: string) => `/live/${accountId}`,
  timeoutMs: 500,
});

describe('measureFanOut', () => {
  it('times every hand-in to every co-teacher bell, each with their own cookie', async () => {
    const server = await fakeServer();
    try {
      const result = await measureFanOut(options(server.baseUrl, ['a1', 'a2']));
      expect(result).toMatchObject({ coTeachers: 3, handIns: 2, deliveries: 6, missed: 0 });
      expect(result.failures).toBe(0);
      expect(result.fromSentMs.p50).toBeGreaterThanOrEqual(25);
      expect(result.fromSentMs.max).toBeLessThan(500);
      expect(result.fromAnswerMs.p50).toBeLessThanOrEqual(result.fromSentMs.p50);
      expect(server.calls).toEqual(
        expect.arrayContaining([
          'GET /live/t1 t=t1',
          'GET /live/t3 t=t3',
          'PUT /write/a1 s=student',
          'POST /write/a2/submit s=student',
        ]),
      );
    } finally {
      await server.close();
    }
  });

  it('counts a bell that never hears and a hand-in the server refused', async () => {
    const server = await fakeServer({ deaf: 't2' });
    try {
      const result = await measureFanOut(options(server.baseUrl, ['a1', 'broken']));
      expect(result).toMatchObject({ deliveries: 2, missed: 1, failures: 1 });
    } finally {
      await server.close();
    }
  });
});
