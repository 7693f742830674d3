// The Discussion Board at scale (issue 13, point 18): "a board page of 50 threads" within the
// Academy bench's course of 2,000 participants (p95 < 50 ms, measured with the other Academy
// calls in academy.mjs), and "board post fan-out to 200 open viewers in < 1 s": 200
// participants hold the course's live stream open (Server-Sent Events over real sockets), an
// instructor posts a thread, and the time runs from the post to the 200th viewer receiving it.
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../lib/build.mjs';
import { percentile } from './api-throughput.mjs';
import { sseReader } from './classroom-live.mjs';
import { importServerTs } from './import-server-ts.mjs';

export const BOARD_LOAD = { threads: 150, repliesPerThread: 4, viewers: 200 };
export const BOARD_FANOUT_BUDGET_MS = 1_000;
const ACADEMY_ORIGIN = 'http://localhost:3012';
const CHUNK = 100;

/**
 * Fills the bench course's board: `threads` threads by participants (a few pinned, some about
 * a lesson), each with replies, spread over the last weeks.
 * @param {any} db
 * @param {{ courseId: string, lessonIds: string[], userIds: string[] }} seeded
 * @param {typeof BOARD_LOAD} [load]
 */
export async function seedBoard(db, { courseId, lessonIds, userIds }, load = BOARD_LOAD) {
  const now = Date.now();
  const iso = (ms) => new Date(ms).toISOString();
  /** @type {any[]} */
  let rows = [];
  const flush = async () => {
    if (rows.length > 0) await db.insertInto('board_posts').values(rows).execute();
    rows = [];
  };
  let threadId = '';
  for (let index = 0; index < load.threads; index++) {
    const id = crypto.randomUUID();
    threadId ||= id;
    const created = now - (index + 1) * 3_600_000;
    const lastReply = created + load.repliesPerThread * 60_000;
    rows.push({
      id,
      course_id: courseId,
      thread_id: null,
      lesson_id: index % 3 === 0 ? lessonIds[index % lessonIds.length] : null,
      author_id: userIds[index % userIds.length],
      client_id: null,
      title: `Thread ${index + 1}: a question about the lesson`,
      body: `<p>What stayed with you from this week? <span data-mention="${userIds[(index + 1) % userIds.length]}"></span></p>`,
      pinned: index < 2 ? 1 : 0,
      reply_count: load.repliesPerThread,
      gone: null,
      edited_at: null,
      last_activity_at: iso(lastReply),
      created_at: iso(created),
    });
    for (let reply = 0; reply < load.repliesPerThread; reply++) {
      rows.push({
        id: crypto.randomUUID(),
        course_id: courseId,
        thread_id: id,
        lesson_id: null,
        author_id: userIds[(index + reply + 7) % userIds.length],
        client_id: null,
        title: null,
        body: '<p>The word <strong>peace</strong>, again and again.</p>',
        pinned: 0,
        reply_count: 0,
        gone: null,
        edited_at: null,
        last_activity_at: iso(created + (reply + 1) * 60_000),
        created_at: iso(created + (reply + 1) * 60_000),
      });
    }
    if (rows.length >= CHUNK) await flush();
  }
  await flush();
  return { threadId };
}

/**
 * The board's calls, as a participant's pages make them.
 * @param {{ courseId: string, lessonIds: string[], threadId: string }} seeded
 */
export function boardCalls({ courseId, lessonIds, threadId }) {
  const board = `/api/academy/board/courses/${courseId}`;
  return [
    {
      name: 'Board page of 50 threads (participant)',
      url: `${board}/threads`,
      asParticipant: true,
    },
    { name: 'Board page 3 (participant)', url: `${board}/threads?page=3`, asParticipant: true },
    {
      name: 'Board thread (participant)',
      url: `${board}/threads/${threadId}`,
      asParticipant: true,
    },
    {
      name: 'Lesson discussion (participant)',
      url: `${board}/threads?lessonId=${lessonIds[0]}`,
      asParticipant: true,
    },
  ];
}

/** Opens a course's live stream on the Academy's host; `event(name)` waits for the next one. */
function openCourseStream(port, path, token) {
  /** @type {Map<string, ((at: number) => void)[]>} */
  const waiting = new Map();
  /** @type {Map<string, number[]>} */
  const arrived = new Map();
  return new Promise((resolve, reject) => {
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      path,
      headers: {
        host: new URL(ACADEMY_ORIGIN).host,
        cookie: `ct=${token}`,
        accept: 'text/event-stream',
      },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`the live stream answered ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      const reader = sseReader();
      response.on('data', (text) => {
        const at = performance.now();
        for (const { event } of reader.push(text)) {
          const waiter = waiting.get(event)?.shift();
          if (waiter) waiter(at);
          else arrived.set(event, [...(arrived.get(event) ?? []), at]);
        }
      });
      response.on('error', () => {});
      resolve({
        /** @param {string} name @returns {Promise<number>} */
        event: (name) => {
          const early = arrived.get(name)?.shift();
          if (early !== undefined) return Promise.resolve(early);
          return new Promise((settle) => waiting.set(name, [...(waiting.get(name) ?? []), settle]));
        },
        close: () => request.destroy(),
      });
    });
    request.end();
  });
}

/**
 * @param {{ viewers?: number, onStep?: (text: string) => void }} [options]
 * @returns {Promise<import('./academy-board.d.mts').BoardFanoutFigures>}
 */
export async function measureBoardFanout({ viewers = BOARD_LOAD.viewers, onStep = () => {} } = {}) {
  const [{ buildApp }, { loadConfig }, factories] = await Promise.all([
    importServerTs(join(ROOT, 'server/app.ts')),
    importServerTs(join(ROOT, 'server/config.ts')),
    importServerTs(join(ROOT, 'tests/support/factories.ts')),
  ]);
  const dir = mkdtempSync(join(tmpdir(), 'lectio-bench-board-'));
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: `sqlite:${join(dir, 'bench.db')}`,
      FILES_DIR: join(dir, 'files'),
      CLIENT_DIR: join(dir, 'no-client'),
      ACADEMY_CLIENT_DIR: join(dir, 'no-academy-client'),
      ACADEMY_BASE_URL: ACADEMY_ORIGIN,
      STRIPE_SECRET_KEY: 'sk_test_lectio_bench',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_lectio_bench',
      STRIPE_WEBHOOK_SECRET: 'whsec_lectio_bench',
      STRIPE_BILLING_WEBHOOK_SECRET: 'whsec_lectio_bench',
      STRIPE_API_URL: 'http://127.0.0.1:9',
    }),
  });
  /** @type {{ close: () => void }[]} */
  const streams = [];
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address();
    onStep(`Board fan-out: ${viewers} participants open the course's live stream`);
    const session = async (id) =>
      (
        await app.sessions.create({
          kind: 'user',
          subjectType: 'user',
          subjectId: id,
          site: 'academy',
        })
      ).token;
    const now = new Date().toISOString();
    const instructorId = await factories.insertUser(app, { email: 'board.bench@example.org' });
    const courseId = crypto.randomUUID();
    await app.db
      .insertInto('courses')
      .values({
        id: courseId,
        owner_id: instructorId,
        title: 'Board bench',
        category: 'scripture',
        cover_file_key: null,
        status: 'published',
        visibility: 'private',
        published_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const tokens = [];
    for (let index = 0; index < viewers; index++) {
      const id = await factories.insertUser(app, {
        email: `viewer${index}@bench.lectio.test`,
        accountType: 'participant',
      });
      await app.db
        .insertInto('course_members')
        .values({
          course_id: courseId,
          user_id: id,
          role: 'participant',
          status: 'active',
          join_link_id: null,
          joined_at: now,
          last_activity_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      tokens.push(await session(id));
    }
    const path = `/api/academy/live/courses/${courseId}`;
    const opened = performance.now();
    for (const token of tokens) streams.push(await openCourseStream(port, path, token));
    await Promise.all(streams.map((stream) => stream.event('ready')));
    const connectMs = performance.now() - opened;

    onStep('Board fan-out: an instructor posts a thread');
    const instructorToken = await session(instructorId);
    const arrivals = streams.map((stream) => stream.event('change'));
    const posted = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: `/api/academy/board/courses/${courseId}/threads`,
      headers: {
        host: new URL(ACADEMY_ORIGIN).host,
        origin: ACADEMY_ORIGIN,
        'content-type': 'application/json',
      },
      cookies: { ct: instructorToken },
      payload: JSON.stringify({
        clientId: crypto.randomUUID(),
        title: 'Welcome to the board',
        body: '<p>Say hello to one another.</p>',
      }),
    });
    if (response.statusCode !== 200) {
      throw new Error(`posting answered ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    const answeredMs = performance.now() - posted;
    const delays = (await Promise.all(arrivals)).map((at) => at - posted).sort((a, b) => a - b);
    return {
      viewers,
      connectMs,
      postAnsweredMs: answeredMs,
      firstMs: delays[0] ?? 0,
      p50Ms: percentile(delays, 50) ?? 0,
      lastMs: delays[delays.length - 1] ?? 0,
      budgetMs: BOARD_FANOUT_BUDGET_MS,
    };
  } finally {
    for (const stream of streams) stream.close();
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** @param {import('./academy-board.d.mts').BoardFanoutFigures} figures */
export function formatBoardFanout(figures) {
  const ms = (value) => value.toFixed(1);
  const mark = figures.lastMs < figures.budgetMs ? '✔' : '✖';
  return [
    `Board fan-out: one thread posted to ${figures.viewers} open live streams (SSE over real sockets, one process)`,
    `  post answered ${ms(figures.postAnsweredMs)} ms · first viewer ${ms(figures.firstMs)} ms · median ${ms(figures.p50Ms)} ms · ${figures.viewers}th viewer ${ms(figures.lastMs)} ms  ${mark} < ${figures.budgetMs} ms`,
    `  (opening the ${figures.viewers} streams took ${ms(figures.connectMs)} ms)`,
  ].join('\n');
}
