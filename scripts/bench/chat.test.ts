import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { conversationPlan } from './chat-seed.mjs';
import { measureChat, measureChatFanOut, timeCall, type ChatFigures } from './chat.mjs';
import { formatChat } from './report.mjs';

/**
 * A loopback double of chat: each live stream says `ready`, then hears `chat` 20 ms after each
 * message is posted (except the stream `deaf`, which never does); posting as `t=refused`
 * answers 409 and tells nobody.
 */
async function fakeChat({ deaf = '' } = {}) {
  const streams = new Map<string, ServerResponse>();
  const calls: string[] = [];
  const server = createServer((request, response) => {
    const url = String(request.url);
    const cookie = String(request.headers.cookie);
    calls.push(`${request.method} ${url} ${cookie}`);
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      streams.set(cookie, response);
      response.write('retry: 2000\n\nevent: ready\ndata: {}\n\n');
      return;
    }
    request.resume();
    request.on('end', () => {
      const refused = cookie === 't=refused';
      response.writeHead(refused ? 409 : 200, { 'content-type': 'application/json' });
      response.end('{}');
      if (refused) return;
      setTimeout(() => {
        for (const [listener, stream] of streams) {
          if (listener !== deaf) stream.write('event: chat\ndata: {"conversationId":"c1"}\n\n');
        }
      }, 20);
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

const fanOutOptions = (baseUrl: string, senderCookie = 't=teacher') => ({
  baseUrl,
  headers: { 'content-type': 'application/json' },
  sender: { cookie: senderCookie, url: '/chat/c1/messages' },
  payload: (index: number) => JSON.stringify({ body: `message ${index}` }),
  listeners: [
    { url: '/live/student', cookie: 'st=s1' },
    { url: '/live/student', cookie: 'st=s2' },
    { url: '/live/user', cookie: 't=p1' },
  ],
  messages: 3,
  timeoutMs: 400,
});

describe('measureChatFanOut', () => {
  it('times every message to every open stream, from the request, each with its own cookie', async () => {
    const server = await fakeChat();
    try {
      const result = await measureChatFanOut(fanOutOptions(server.baseUrl));
      expect(result).toMatchObject({
        listeners: 3,
        messages: 3,
        deliveries: 9,
        missed: 0,
        failures: 0,
      });
      expect(result.fromSentMs.p50).toBeGreaterThanOrEqual(15);
      expect(result.fromSentMs.max).toBeLessThan(400);
      // The last stream of a message is never earlier than any one stream.
      expect(result.allReachedMs.max).toBe(result.fromSentMs.max);
      expect(result.allReachedMs.p50!).toBeGreaterThanOrEqual(result.fromSentMs.p50!);
      // The events came after the answer here: the delay from it is what is left.
      expect(result.fromAnswerMs.p50!).toBeLessThanOrEqual(result.fromSentMs.p50!);
      expect(server.calls).toEqual(
        expect.arrayContaining([
          'GET /live/student st=s1',
          'GET /live/user t=p1',
          'POST /chat/c1/messages t=teacher',
        ]),
      );
      expect(server.calls.filter((call) => call.startsWith('POST'))).toHaveLength(3);
    } finally {
      await server.close();
    }
  });

  it('counts a stream that never hears, and leaves its messages out of "every stream reached"', async () => {
    const server = await fakeChat({ deaf: 'st=s2' });
    try {
      const result = await measureChatFanOut(fanOutOptions(server.baseUrl));
      expect(result).toMatchObject({ deliveries: 6, missed: 3, failures: 0 });
      expect(result.allReachedMs).toEqual({ p50: null, p95: null, max: null });
    } finally {
      await server.close();
    }
  });

  it('counts a refused message without timing it', async () => {
    const server = await fakeChat();
    try {
      const result = await measureChatFanOut(fanOutOptions(server.baseUrl, 't=refused'));
      expect(result).toMatchObject({ deliveries: 0, missed: 0, failures: 3 });
      expect(result.sendMs.p50).toBeNull();
    } finally {
      await server.close();
    }
  });
});

describe('timeCall', () => {
  it('keeps the runs after the warm-up and the last answer’s size', async () => {
    let calls = 0;
    const figures = await timeCall(
      async () => {
        calls += 1;
        return { statusCode: 200, body: 'x'.repeat(calls) };
      },
      { warmup: 2, runs: 5 },
    );
    expect(calls).toBe(7);
    expect(figures.bytes).toBe(7);
    expect(figures.p95Ms).toBeGreaterThanOrEqual(figures.p50Ms!);
  });

  it('stops on an answer other than 200, with its body', async () => {
    await expect(
      timeCall(async () => ({ statusCode: 404, body: '{"error":"gone"}' }), {
        warmup: 0,
        runs: 3,
      }),
    ).rejects.toThrow('answered 404: {"error":"gone"}');
  });
});

describe('the chat bench’s school', () => {
  it('spreads exactly the messages asked for over every kind, the class thread busiest', () => {
    const plan = conversationPlan({ classes: 30, conversations: 1_000, messages: 200_000 });
    expect(plan).toHaveLength(1_000);
    expect(plan.reduce((sum, entry) => sum + entry.messages, 0)).toBe(200_000);
    const kinds = new Set(plan.map((entry) => entry.kind));
    expect([...kinds].sort()).toEqual([
      'announcement',
      'class',
      'direct',
      'family',
      'group',
      'parents',
    ]);
    // Every class has its class thread and its announcements.
    for (const kind of ['class', 'announcement']) {
      const classes = new Set(plan.filter((e) => e.kind === kind).map((e) => e.classIndex));
      expect(classes.size, kind).toBe(30);
    }
    const busiest = plan.reduce((top, entry) => (entry.messages > top.messages ? entry : top));
    expect(busiest.kind).toBe('class');
  });

  it('measures the fan-out and every list on a small school, each answering 200', async () => {
    const figures = await measureChat({
      load: {
        fanOut: { students: 3, parents: 4, messages: 2, timeoutMs: 5_000 },
        list: {
          classes: 3,
          teacherClasses: 2,
          studentsPerClass: 4,
          conversations: 40,
          messages: 800,
          warmup: 1,
          runs: 3,
        },
      },
    });
    expect(figures.fanOut).toMatchObject({ listeners: 7, deliveries: 14, missed: 0, failures: 0 });
    expect(figures.list).toMatchObject({ conversations: 40, messages: 800 });
    expect(figures.list.calls.map((call) => call.name)).toContain('Parent of three children');
    for (const call of figures.list.calls) {
      expect(call.conversations, call.name).toBeGreaterThan(0);
      expect(call.p95Ms, call.name).toBeGreaterThan(0);
    }
  }, 60_000);
});

describe('formatChat', () => {
  const figures: ChatFigures = {
    fanOut: {
      students: 40,
      parents: 60,
      listeners: 100,
      messages: 30,
      deliveries: 2_999,
      missed: 1,
      failures: 0,
      connectMs: 120,
      sendMs: { p50: 20, p95: 40, max: 50 },
      fromSentMs: { p50: 18, p95: 38, max: 49 },
      fromAnswerMs: { p50: 0, p95: 0, max: 0 },
      allReachedMs: { p50: 19, p95: 1_200, max: 1_300 },
    },
    list: {
      classes: 30,
      students: 750,
      parents: 1_138,
      conversations: 1_000,
      members: 5_930,
      messages: 200_000,
      seedMs: 9_300,
      runs: 200,
      calls: [
        {
          name: 'Teacher',
          url: '/t',
          conversations: 50,
          bytes: 20_480,
          p50Ms: 5,
          p95Ms: 15.6,
          maxMs: 30,
        },
        {
          name: 'Parent',
          url: '/p',
          conversations: 8,
          bytes: 3_072,
          p50Ms: 1,
          p95Ms: 50,
          maxMs: 60,
        },
      ],
    },
    budgets: { fanOutP95Ms: 1_000, listP95Ms: 50 },
  };
  const lineOf = (text: string, start: string) =>
    text.split('\n').find((line) => line.trimStart().startsWith(start)) ?? '';

  it('prints the fan-out’s p95 against 1 s and the misses', () => {
    const text = formatChat(figures);
    expect(text).toContain('to 40 students and 60 parents on 100 open live streams');
    expect(lineOf(text, 'Every stream reached')).toMatch(/19\.0\s+1200\.0\s+1300\.0\s+✖ < 1000$/);
    expect(text).toContain('2,999 deliveries, ✖ 1 missed, no refused sends');
  });

  it('prints each list with its p95 against 50 ms', () => {
    const text = formatChat(figures);
    expect(text).toContain('1,000 conversations with 5,930 members and 200,000 messages');
    expect(lineOf(text, 'Teacher')).toMatch(/50\s+20\.0\s+5\.0\s+15\.6\s+30\.0\s+✔ < 50$/);
    // 50 ms is not under 50 ms.
    expect(lineOf(text, 'Parent')).toMatch(/✖ < 50$/);
  });
});
