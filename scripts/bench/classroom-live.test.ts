import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { deliveryDelays, measureLiveDelivery, sseReader } from './classroom-live.mjs';

describe('sseReader', () => {
  it('reads events however the text is split, skipping comments and retry lines', () => {
    const reader = sseReader();
    const stream =
      'retry: 2000\n\n: keep-alive\n\nid: 1\nevent: project\ndata: {"a":1}\n\n' +
      'data: first\r\ndata: second\r\n\r\nevent: project\ndata:{"b":2}\n\n';
    const events = [];
    for (let start = 0; start < stream.length; start += 7) {
      events.push(...reader.push(stream.slice(start, start + 7)));
    }
    expect(events).toEqual([
      { event: 'project', id: '1', data: '{"a":1}' },
      { event: 'message', id: null, data: 'first\nsecond' },
      { event: 'project', id: null, data: '{"b":2}' },
    ]);
  });
});

describe('deliveryDelays', () => {
  it('times each save to the first event that carries it, a later one of the same work too', () => {
    const saves = [
      { projectId: 'p1', updatedAt: '2026-01-01T00:00:01.000Z', answeredAt: 1000 },
      { projectId: 'p1', updatedAt: '2026-01-01T00:00:03.000Z', answeredAt: 3000 },
      { projectId: 'p2', updatedAt: '2026-01-01T00:00:02.000Z', answeredAt: 2000 },
      { projectId: 'p3', updatedAt: '2026-01-01T00:00:02.000Z', answeredAt: 2000 },
    ];
    const events = [
      { projectId: 'p1', updatedAt: '2026-01-01T00:00:01.000Z', at: 1300 },
      // p1's second save was merged into a later one: that event carries it.
      { projectId: 'p1', updatedAt: '2026-01-01T00:00:04.000Z', at: 4200 },
      // Arrived before the student had the answer: no negative delay.
      { projectId: 'p2', updatedAt: '2026-01-01T00:00:02.000Z', at: 1990 },
      // An older state of p3 does not count as delivering the save.
      { projectId: 'p3', updatedAt: '2026-01-01T00:00:01.000Z', at: 2500 },
    ];
    expect(deliveryDelays(saves, events)).toEqual({
      delays: [300, 1200, 0],
      fromSent: [],
      missed: 1,
    });
  });

  it('times each save the whole way from when it was sent, when that is known', () => {
    const saves = [
      { projectId: 'p1', updatedAt: '2026-01-01T00:00:01.000Z', answeredAt: 1000, sentAt: 990 },
      { projectId: 'p2', updatedAt: '2026-01-01T00:00:02.000Z', answeredAt: 2000, sentAt: 1980 },
    ];
    const events = [
      { projectId: 'p1', updatedAt: '2026-01-01T00:00:01.000Z', at: 1004 },
      // The event came before the student had the answer: 0 after it, 10 ms after the send.
      { projectId: 'p2', updatedAt: '2026-01-01T00:00:02.000Z', at: 1990 },
    ];
    expect(deliveryDelays(saves, events)).toEqual({
      delays: [4, 0],
      fromSent: [14, 10],
      missed: 0,
    });
  });
});

describe('measureLiveDelivery', () => {
  it('saves on a schedule while the stream is open and times each save to its event', async () => {
    let stream: ServerResponse | null = null;
    const cookies = new Set<string>();
    let saves = 0;
    const server = createServer((request, response) => {
      cookies.add(String(request.headers.cookie));
      if (request.method === 'GET') {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write('retry: 2000\n\n');
        stream = response;
        return;
      }
      request.resume();
      request.on('end', () => {
        saves += 1;
        const change = {
          projectId: `p-${request.url}`,
          updatedAt: `2026-01-01T00:00:${String(saves).padStart(2, '0')}Z`,
        };
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(change));
        // The teacher hears of it 20 ms later.
        setTimeout(() => stream?.write(`event: project\ndata: ${JSON.stringify(change)}\n\n`), 20);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const result = await measureLiveDelivery({
        liveUrl: `${base}/live`,
        teacherCookie: 't=teacher',
        students: [0, 1].map((index) => ({ cookie: `st=s${index}`, url: `${base}/s${index}` })),
        draft: (student, save) => JSON.stringify({ student, save }),
        headers: { 'content-type': 'application/json' },
        seconds: 0.3,
        everyMs: 100,
        settleMs: 150,
      });
      // Two students, every 100 ms for 300 ms: three saves each.
      expect(result.saves).toBe(6);
      expect(result.missed).toBe(0);
      expect(result.failures).toBe(0);
      expect(result.delayMs.p50).toBeGreaterThanOrEqual(15);
      expect(result.delayMs.max).toBeLessThan(1000);
      expect(cookies).toEqual(new Set(['t=teacher', 'st=s0', 'st=s1']));
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
