// The Academy at scale (`npm run bench -- --only=academy`; issue 13, point 18): "a course with
// 2,000 participants and 50,000 reflections; p95 server time < 50 ms for the participants
// dashboard, the review queue, a board page of 50 threads and a lesson page" (the board comes
// with its part of the issue). A fresh SQLite
// database gets one course of 25 lessons, 2,000 participants and a reflection from each on
// every lesson (a tenth waiting for review), then each call is made in process (Fastify's
// inject: routing, validation, access checks and the JSON answer, without the network) as the
// course's instructor, or as a participant for their lesson page, on the Academy's host.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../lib/build.mjs';
import { percentile } from './api-throughput.mjs';
import { importServerTs } from './import-server-ts.mjs';
import { boardCalls, seedBoard } from './academy-board.mjs';

export const ACADEMY_LOAD = {
  participants: 2_000,
  lessons: 25,
  warmup: 20,
  runs: 200,
};

const ACADEMY_ORIGIN = 'http://localhost:3012';
const DAY_MS = 86_400_000;
/** Rows per insert statement (SQLite's variable limit allows far more; this keeps them small). */
const CHUNK = 400;

/** A reflection's status by its number: 10 % waiting, 5 % returned, the rest accepted. */
export function benchReflectionStatus(index) {
  const slot = index % 20;
  if (slot < 2) return 'submitted';
  if (slot === 2) return 'resubmitted';
  if (slot === 3) return 'returned';
  return 'accepted';
}

/**
 * @param {{ load?: typeof ACADEMY_LOAD, onStep?: (text: string) => void }} [options]
 * @returns {Promise<import('./academy.d.mts').AcademyFigures>}
 */
export async function measureAcademy({ load = ACADEMY_LOAD, onStep = () => {} } = {}) {
  const [{ buildApp }, { loadConfig }, factories] = await Promise.all([
    importServerTs(join(ROOT, 'server/app.ts')),
    importServerTs(join(ROOT, 'server/config.ts')),
    importServerTs(join(ROOT, 'tests/support/factories.ts')),
  ]);
  const dir = mkdtempSync(join(tmpdir(), 'lectio-bench-academy-'));
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
  try {
    const reflections = load.participants * load.lessons;
    onStep(
      `Academy: seeding ${load.participants.toLocaleString('en-US')} participants and ${reflections.toLocaleString('en-US')} reflections`,
    );
    const seeded = await seedCourse(app, factories, load);
    // The Discussion Board's threads and replies in the same course (academy-board.mjs).
    const board = await seedBoard(app.db, seeded);
    /** @type {import('./academy.d.mts').AcademyCallFigure[]} */
    const results = [];
    for (const call of [...academyCalls(seeded), ...boardCalls({ ...seeded, ...board })]) {
      onStep(`Academy: ${call.name}`);
      const times = [];
      let size = 0;
      for (let run = 0; run < load.warmup + load.runs; run++) {
        const started = performance.now();
        const response = await app.inject({
          method: 'GET',
          url: call.url,
          headers: { host: new URL(ACADEMY_ORIGIN).host },
          cookies: { ct: call.asParticipant ? seeded.participantToken : seeded.instructorToken },
        });
        const ms = performance.now() - started;
        if (response.statusCode !== 200) {
          throw new Error(`${call.name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
        if (run >= load.warmup) times.push(ms);
        size = response.body.length;
      }
      times.sort((a, b) => a - b);
      results.push({
        name: call.name,
        url: call.url,
        bytes: size,
        p50Ms: percentile(times, 50),
        p95Ms: percentile(times, 95),
        maxMs: times[times.length - 1] ?? 0,
      });
    }
    return {
      participants: load.participants,
      reflections,
      lessons: load.lessons,
      runs: load.runs,
      calls: results,
    };
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The calls measured, as the instructor's pages make them.
 * @param {{ courseId: string, lessonIds: string[], reflectionId: string }} seeded
 * @returns {{ name: string, url: string, asParticipant?: boolean }[]}
 */
function academyCalls({ courseId, lessonIds, reflectionId }) {
  const dashboard = `/api/academy/dashboard/courses/${courseId}/participants`;
  const reflections = `/api/academy/reflections/courses/${courseId}`;
  return [
    { name: 'Participants dashboard, page 1', url: dashboard },
    { name: 'Dashboard: reflections waiting', url: `${dashboard}?filter=waiting` },
    { name: 'Dashboard: by progress, page 10', url: `${dashboard}?sort=progress&page=10` },
    { name: 'Dashboard: search', url: `${dashboard}?q=${encodeURIComponent('participant 1999')}` },
    { name: 'Review queue, oldest first', url: `${reflections}/queue` },
    {
      name: 'Review queue, one lesson',
      url: `${reflections}/queue?lessonId=${lessonIds[Math.floor(lessonIds.length / 2)]}`,
    },
    { name: 'One reflection to review', url: `${reflections}/reflections/${reflectionId}` },
    // A participant's lesson page: the lesson with its release rules and progress, and their
    // reflection on it.
    {
      name: 'Lesson page (participant)',
      url: `/api/academy/learn/courses/${courseId}/lessons/${lessonIds[3]}`,
      asParticipant: true,
    },
    {
      name: 'Lesson reflection (participant)',
      url: `${reflections}/lessons/${lessonIds[3]}`,
      asParticipant: true,
    },
  ];
}

/**
 * @param {any} app
 * @param {any} factories
 * @param {typeof ACADEMY_LOAD} load
 */
async function seedCourse(app, factories, load) {
  const db = app.db;
  const now = Date.now();
  const iso = (ms) => new Date(ms).toISOString();
  const instructorId = await factories.insertUser(app, { email: 'academy.bench@example.org' });
  const { token: instructorToken } = await app.sessions.create({
    kind: 'user',
    subjectType: 'user',
    subjectId: instructorId,
    site: 'academy',
  });
  const courseId = crypto.randomUUID();
  await db
    .insertInto('courses')
    .values({
      id: courseId,
      owner_id: instructorId,
      title: 'Bench course',
      category: 'scripture',
      cover_file_key: null,
      status: 'published',
      visibility: 'private',
      published_at: iso(now),
      created_at: iso(now),
      updated_at: iso(now),
    })
    .execute();
  const lessonIds = [];
  const blocks = JSON.stringify([
    { type: 'text', html: '<p>Read the passage slowly, twice.</p>' },
    {
      type: 'prompts',
      prompts: [
        { id: 'word', text: 'Which word stayed with you?' },
        { id: 'prayer', text: 'What do you want to say to God?' },
      ],
    },
  ]);
  for (let chapter = 0; chapter < Math.ceil(load.lessons / 5); chapter++) {
    const chapterId = crypto.randomUUID();
    await db
      .insertInto('course_chapters')
      .values({
        id: chapterId,
        course_id: courseId,
        title: `Chapter ${chapter + 1}`,
        position: chapter,
        release_date: null,
        release_days: null,
        created_at: iso(now),
        updated_at: iso(now),
      })
      .execute();
    for (let position = 0; position < 5 && lessonIds.length < load.lessons; position++) {
      const id = crypto.randomUUID();
      lessonIds.push(id);
      await db
        .insertInto('course_lessons')
        .values({
          id,
          course_id: courseId,
          chapter_id: chapterId,
          title: `Lesson ${lessonIds.length}`,
          position,
          blocks,
          release_date: null,
          release_days: null,
          created_at: iso(now),
          updated_at: iso(now),
        })
        .execute();
    }
  }
  const hash = (
    await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', instructorId)
      .executeTakeFirstOrThrow()
  ).password_hash;
  const userIds = Array.from({ length: load.participants }, () => crypto.randomUUID());
  for (let start = 0; start < userIds.length; start += CHUNK) {
    const ids = userIds.slice(start, start + CHUNK);
    await db
      .insertInto('users')
      .values(
        ids.map((id, offset) => ({
          id,
          email: `participant${start + offset}@bench.lectio.test`,
          second_email: null,
          first_name: 'Participant',
          last_name: String(start + offset),
          account_type: 'participant',
          password_hash: hash,
          email_confirmed_at: iso(now),
          is_platform_admin: 0,
          school_id: null,
          is_school_admin: 0,
          referral_r: null,
          referral_rc: null,
          created_at: iso(now),
          updated_at: iso(now),
        })),
      )
      .execute();
    await db
      .insertInto('course_members')
      .values(
        ids.map((id, offset) => ({
          course_id: courseId,
          user_id: id,
          role: 'participant',
          status: 'active',
          join_link_id: null,
          joined_at: iso(now - 60 * DAY_MS),
          last_activity_at: iso(now - ((start + offset) % 30) * DAY_MS),
          created_at: iso(now - 60 * DAY_MS),
          updated_at: iso(now),
        })),
      )
      .execute();
  }
  const answers = JSON.stringify({ word: '<p>Peace</p>', prayer: '<p>Thank you.</p>' });
  let index = 0;
  let reflectionId = '';
  /** @type {any[]} */
  let reflections = [];
  /** @type {any[]} */
  let progress = [];
  const flush = async () => {
    if (reflections.length > 0)
      await db.insertInto('course_reflections').values(reflections).execute();
    if (progress.length > 0) await db.insertInto('lesson_progress').values(progress).execute();
    reflections = [];
    progress = [];
  };
  for (const userId of userIds) {
    for (const lessonId of lessonIds) {
      const status = benchReflectionStatus(index);
      const at = iso(now - (index % 50_000) * 60_000);
      const id = crypto.randomUUID();
      if (status === 'submitted' && !reflectionId) reflectionId = id;
      reflections.push({
        id,
        course_id: courseId,
        lesson_id: lessonId,
        user_id: userId,
        answers,
        word_count: 3,
        status,
        submitted_at: at,
        decided_at: status === 'accepted' || status === 'returned' ? at : null,
        created_at: at,
        updated_at: at,
      });
      progress.push({
        lesson_id: lessonId,
        user_id: userId,
        course_id: courseId,
        completed_at: status === 'accepted' ? at : null,
        last_viewed_at: at,
      });
      index += 1;
      if (reflections.length >= CHUNK / 4) await flush();
    }
  }
  await flush();
  const { refreshMemberCounts } = await importServerTs(
    join(ROOT, 'server/modules/academy-dashboard/member-counts.ts'),
  );
  for (const userId of userIds) await refreshMemberCounts(db, courseId, userId);
  await db
    .insertInto('reflection_versions')
    .values({
      id: crypto.randomUUID(),
      reflection_id: reflectionId,
      number: 1,
      answers,
      submitted_at: iso(now),
    })
    .execute();
  const { token: participantToken } = await app.sessions.create({
    kind: 'user',
    subjectType: 'user',
    subjectId: userIds[0],
    site: 'academy',
  });
  return { courseId, lessonIds, userIds, reflectionId, instructorToken, participantToken };
}
