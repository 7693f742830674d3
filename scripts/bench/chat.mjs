// Safe chat at scale (`npm run bench -- --only=chat`; issue 17, point 16): "a class message
// fanned out to 40 students and 60 parents is delivered to all open clients in < 1 s p95. A
// school with 200,000 messages answers the conversation list in < 50 ms p95."
//
// One server built from the sources in this process, on a fresh SQLite database, chat's clock
// at 10:00 in the school's zone (inside the 07:00–22:00 window a minor's conversation keeps):
//   1. fan-out: a class of 40 students and their 60 parents, each with chat's live stream open
//      (Server-Sent Events over real sockets, the app listening on a loopback port); the
//      teacher posts one announcement message after another, and each stream's `chat` event
//      is timed from the POST's request (and from its answer);
//   2. list: a school of 30 classes, 1,000 conversations of every kind and 200,000 messages
//      with read marks; the conversation list (CHAT_API.conversations) asked for by a teacher
//      with many conversations, by a parent and by a student, in process (Fastify's inject:
//      routing, validation, access and the JSON answer, without the network).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../lib/build.mjs';
import { percentile } from './api-throughput.mjs';
import { CHAT_BUDGETS } from './budgets.mjs';
import { seedChatSchool } from './chat-seed.mjs';
import { openEventStream } from './classroom-live.mjs';
import { importServerTs } from './import-server-ts.mjs';

export const CHAT_LOAD = {
  fanOut: { students: 40, parents: 60, messages: 30, timeoutMs: 5_000 },
  list: {
    classes: 30,
    teacherClasses: 12,
    studentsPerClass: 25,
    conversations: 1_000,
    messages: 200_000,
    warmup: 20,
    runs: 200,
  },
};

/** 10:00 in Chicago (UTC−6 in November): the delivery window is open. */
const CHAT_BENCH_START = Date.parse('2026-11-27T16:00:00Z');
const ORIGIN = 'http://localhost:3011';

const figures = (values) => ({
  p50: percentile(values, 50),
  p95: percentile(values, 95),
  max: percentile(values, 100),
});

/**
 * The sender posts `messages` messages one after another, each once every listener's stream
 * has heard the one before (or given up on it after `timeoutMs`). Every listener's next `chat`
 * event is timed from the POST's request (`fromSentMs`) and its answer (`fromAnswerMs`, 0 when
 * the event came first); `allReachedMs` is, per message, the time until the last listener had it.
 * @param {{ baseUrl: string, headers: Record<string, string>,
 *   sender: { cookie: string, url: string }, payload: (index: number) => string,
 *   listeners: { url: string, cookie: string }[], messages: number, timeoutMs: number }} options
 */
export async function measureChatFanOut({
  baseUrl,
  headers,
  sender,
  payload,
  listeners,
  messages,
  timeoutMs,
}) {
  const opened = performance.now();
  const streams = await Promise.all(
    listeners.map((listener) =>
      openEventStream(new URL(listener.url, baseUrl).href, listener.cookie),
    ),
  );
  /** @type {number[]} */
  const fromSent = [];
  /** @type {number[]} */
  const fromAnswer = [];
  /** @type {number[]} */
  const allReached = [];
  /** @type {number[]} */
  const answers = [];
  let missed = 0;
  let failures = 0;
  let connectMs = 0;
  try {
    // Each stream says `ready` once it listens: only then can a message's event be awaited.
    const ready = await Promise.all(streams.map((stream) => stream.next('ready', timeoutMs)));
    connectMs = performance.now() - opened;
    const deaf = ready.filter((at) => at === null).length;
    if (deaf > 0) throw new Error(`${deaf} of ${streams.length} live streams never said ready`);
    for (let index = 0; index < messages; index++) {
      const arrivals = streams.map((stream) => stream.next('chat', timeoutMs));
      const sentAt = performance.now();
      const answer = await fetch(new URL(sender.url, baseUrl), {
        method: 'POST',
        headers: { ...headers, cookie: sender.cookie },
        body: payload(index),
      });
      const answeredAt = performance.now();
      await answer.arrayBuffer();
      if (!answer.ok) {
        failures += 1;
        // Outwait its waiters, so they never take the next message's events.
        await Promise.all(arrivals);
        continue;
      }
      answers.push(answeredAt - sentAt);
      let last = 0;
      let complete = true;
      for (const at of await Promise.all(arrivals)) {
        if (at === null) {
          missed += 1;
          complete = false;
          continue;
        }
        fromSent.push(at - sentAt);
        fromAnswer.push(Math.max(0, at - answeredAt));
        last = Math.max(last, at - sentAt);
      }
      if (complete) allReached.push(last);
    }
  } finally {
    for (const stream of streams) stream.close();
  }
  return {
    listeners: listeners.length,
    messages,
    deliveries: fromSent.length,
    missed,
    failures,
    connectMs,
    sendMs: figures(answers),
    fromSentMs: figures(fromSent),
    fromAnswerMs: figures(fromAnswer),
    allReachedMs: figures(allReached),
  };
}

/**
 * Times one call `warmup + runs` times, one after another, keeping the last `runs`.
 * @param {() => Promise<{ statusCode: number, body: string }>} call
 * @param {{ warmup: number, runs: number }} load
 */
export async function timeCall(call, { warmup, runs }) {
  const times = [];
  let bytes = 0;
  for (let run = 0; run < warmup + runs; run++) {
    const started = performance.now();
    const response = await call();
    const ms = performance.now() - started;
    if (response.statusCode !== 200) {
      throw new Error(`answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
    }
    if (run >= warmup) times.push(ms);
    bytes = response.body.length;
  }
  const { p50, p95, max } = figures(times);
  return { bytes, p50Ms: p50, p95Ms: p95, maxMs: max ?? 0 };
}

/**
 * @param {{ load?: typeof CHAT_LOAD, onStep?: (text: string) => void }} [options]
 * @returns {Promise<import('./chat.d.mts').ChatFigures>}
 */
export async function measureChat({ load = CHAT_LOAD, onStep = () => {} } = {}) {
  const [{ buildApp }, { loadConfig }, support, { CHAT_API }] = await Promise.all([
    importServerTs(join(ROOT, 'server/app.ts')),
    importServerTs(join(ROOT, 'server/config.ts')),
    importServerTs(join(ROOT, 'server/modules/chat/test-support.ts')),
    importServerTs(join(ROOT, 'common/schemas/chat.ts')),
  ]);
  const dir = mkdtempSync(join(tmpdir(), 'lectio-bench-chat-'));
  // Chat's clock runs from 10:00 in the school's zone at the real pace.
  const clockZero = performance.now();
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: `sqlite:${join(dir, 'bench.db')}`,
      FILES_DIR: join(dir, 'files'),
      CLIENT_DIR: join(dir, 'no-client'),
      PUBLIC_BASE_URL: ORIGIN,
      STRIPE_SECRET_KEY: 'sk_test_lectio_bench',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_lectio_bench',
      STRIPE_WEBHOOK_SECRET: 'whsec_lectio_bench',
      STRIPE_BILLING_WEBHOOK_SECRET: 'whsec_lectio_bench',
      STRIPE_API_URL: 'http://127.0.0.1:9',
    }),
    chatClock: () => new Date(CHAT_BENCH_START + (performance.now() - clockZero)),
  });
  try {
    const list = load.list;
    onStep(
      `Chat: seeding ${list.classes} classes, ${list.conversations.toLocaleString('en-US')} conversations and ${list.messages.toLocaleString('en-US')} messages`,
    );
    const seedStarted = performance.now();
    const listWorld = await support.chatSchool(app);
    const school = await seedChatSchool(app, listWorld, list, CHAT_BENCH_START);
    const seedMs = performance.now() - seedStarted;

    onStep(
      `Chat fan-out: ${load.fanOut.students} students and ${load.fanOut.parents} parents open the live stream`,
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address();
    const fanOutClass = await fanOutWorld(app, support, CHAT_API, load.fanOut);
    const fanOut = await measureChatFanOut({
      baseUrl: `http://127.0.0.1:${port}`,
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      sender: {
        cookie: `t=${fanOutClass.teacher.cookies.t}`,
        url: CHAT_API.messages('user', fanOutClass.conversationId),
      },
      payload: (index) =>
        JSON.stringify({
          body: `Announcement ${index + 1}: the retreat bus leaves at 8:15 from the church.`,
          clientId: `bench-fan-out-${index}-${crypto.randomUUID()}`,
        }),
      listeners: fanOutClass.listeners,
      messages: load.fanOut.messages,
      timeoutMs: load.fanOut.timeoutMs,
    });

    const teacherToken = listWorld.teacher.cookies.t;
    const { token: studentToken } = await app.sessions.create({
      kind: 'student',
      subjectType: 'student',
      subjectId: school.studentId,
    });
    const calls = [
      {
        name: `Teacher, all classes (${school.teacherConversations} conversations)`,
        url: CHAT_API.conversations('user'),
        cookies: { t: teacherToken },
      },
      {
        name: 'Teacher, one class',
        url: `${CHAT_API.conversations('user')}?classId=${encodeURIComponent(school.teacherClassId)}`,
        cookies: { t: teacherToken },
      },
      {
        name: 'Parent of three children',
        url: CHAT_API.conversations('user'),
        cookies: { t: school.parentToken },
      },
      {
        name: 'Student',
        url: CHAT_API.conversations('student'),
        cookies: { st: studentToken },
      },
    ];
    /** @type {import('./chat.d.mts').ChatListFigure[]} */
    const lists = [];
    for (const call of calls) {
      onStep(`Chat list: ${call.name}`);
      let conversations = 0;
      const timed = await timeCall(async () => {
        const response = await app.inject({ method: 'GET', url: call.url, cookies: call.cookies });
        if (response.statusCode === 200) conversations = response.json().conversations.length;
        return response;
      }, list);
      lists.push({ name: call.name, url: call.url, conversations, ...timed });
    }
    return {
      fanOut: { students: load.fanOut.students, parents: load.fanOut.parents, ...fanOut },
      list: {
        classes: school.classes,
        students: school.students,
        parents: school.parents,
        conversations: school.conversations,
        members: school.members,
        messages: school.messages,
        seedMs,
        runs: list.runs,
        calls: lists,
      },
      budgets: CHAT_BUDGETS,
    };
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The fan-out's class, made as the app makes it: a school with chat on, `students` students
 * (grade 7, consent given) whose parents number `parents` (the first ones have two), and the
 * teacher's announcement to all of them, started through the API.
 */
async function fanOutWorld(app, support, CHAT_API, { students, parents }) {
  const world = await support.chatSchool(app);
  const listeners = [];
  const children = [];
  for (let index = 0; index < students; index++) {
    const student = await support.signedInStudentOf(app, world.teacher.id, world.classId, {
      grade: '7',
    });
    children.push(student);
    listeners.push({ url: CHAT_API.live('student'), cookie: `st=${student.cookies.st}` });
  }
  for (let index = 0; index < parents; index++) {
    const parent = await support.signedInParentOf(app, children[index % students].id);
    listeners.push({ url: CHAT_API.live('user'), cookie: `t=${parent.cookies.t}` });
  }
  const started = await support.chatCalls(app).start(world.teacher, {
    classId: world.classId,
    kind: 'announcement',
    title: 'Class news',
  });
  if (started.statusCode !== 200) {
    throw new Error(`starting the announcement answered ${started.statusCode} ${started.body}`);
  }
  return { teacher: world.teacher, conversationId: started.json().id, listeners };
}
