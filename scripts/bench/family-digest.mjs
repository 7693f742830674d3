// The weekly family digest at scale (`npm run bench -- --only=digest`): issue 12, point 16.
// 10,000 linked parents (a quarter with two children), their children in classes of 30, and a
// week of activity: hand-ins, approvals, returns with a note, teachers' comments and points;
// one family in ten had a quiet week (no email). Then every digest is built and written to the
// local outbox in one run, as the job does on Sunday at 17:00 UTC, while memory is sampled.
//
// The server is built from the sources in this process (a fresh SQLite database in a temporary
// folder); nothing listens and nothing needs the client build.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../lib/build.mjs';
import { importServerTs } from './import-server-ts.mjs';

export const FAMILY_DIGEST_LOAD = {
  parents: 10_000,
  /** Every fourth parent has a second child. */
  secondChildEvery: 4,
  classSize: 30,
  /** Every tenth family had nothing happen this week. */
  quietEvery: 10,
};

/** The week the bench sends: it closes on this Sunday at 17:00 UTC. */
const CLOSES = Date.UTC(2030, 5, 2, 17);
const HOUR = 60 * 60 * 1000;
const at = (hoursBefore) => new Date(CLOSES - hoursBefore * HOUR).toISOString();
const CHUNK = 500;

const ANSWER =
  '<p>Ruth chose to stay with Naomi even though she could have gone home. She said where you go I will go, and your people will be my people.</p><p>I think this shows loyalty and love.</p>';

/** Inserts rows in chunks, each chunk one statement, all in one transaction. */
async function insertAll(db, table, rows) {
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += CHUNK) {
      await trx
        .insertInto(table)
        .values(rows.slice(start, start + CHUNK))
        .execute();
    }
  });
}

/** A signed-up, confirmed account (the bench never signs in, so no real password). */
function userRow({ id, email, firstName, lastName, accountType, at: createdAt }) {
  return {
    id,
    email,
    second_email: null,
    first_name: firstName,
    last_name: lastName,
    account_type: accountType,
    password_hash: 'x',
    email_confirmed_at: createdAt,
    school_id: null,
    referral_r: null,
    referral_rc: null,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

/** Seeds the parents, children, classes and the week; answers how many families had news. */
async function seed(db, load, { digestActivityRow, digestProjectRow }) {
  const now = new Date(CLOSES - 30 * 24 * HOUR).toISOString();
  const teacherId = crypto.randomUUID();
  await db
    .insertInto('users')
    .values(
      userRow({
        id: teacherId,
        email: 'teacher@bench.example',
        firstName: 'Grace',
        lastName: 'Hopper',
        accountType: 'teacher',
        at: now,
      }),
    )
    .execute();
  const users = [];
  const students = [];
  const links = [];
  const quiet = new Set();
  for (let index = 0; index < load.parents; index++) {
    const parentId = crypto.randomUUID();
    users.push(
      userRow({
        id: parentId,
        email: `parent${index}@bench.example`,
        firstName: `Parent${index}`,
        lastName: 'Family',
        accountType: 'parent',
        at: now,
      }),
    );
    const children = index % load.secondChildEvery === 0 ? 2 : 1;
    for (let child = 0; child < children; child++) {
      const studentId = crypto.randomUUID();
      students.push({
        id: studentId,
        first_name: `Child${index}x${child}`,
        last_name: 'Family',
        grade: '6',
        username: `bench.child${index}x${child}`,
        email: null,
        password_hash: null,
        login_code_hash: null,
        administrator_id: teacherId,
        google_subject: null,
        created_at: now,
        updated_at: now,
      });
      links.push({ parent_id: parentId, student_id: studentId, created_at: now });
      if (index % load.quietEvery === 0) quiet.add(studentId);
    }
  }
  await insertAll(db, 'users', users);
  await insertAll(db, 'students', students);
  await insertAll(db, 'parent_students', links);

  const classes = [];
  const seats = [];
  const activities = [];
  const projects = [];
  const comments = [];
  const points = [];
  for (let start = 0; start < students.length; start += load.classSize) {
    const classId = crypto.randomUUID();
    classes.push({
      id: classId,
      title: `Theology ${classes.length + 1}`,
      access_code: `BENCH${classes.length}`,
      teacher_id: teacherId,
      created_at: now,
    });
    const titles = ['Ruth and Naomi', 'The Good Samaritan', 'Psalm 23'];
    const activityIds = titles.map((title) => {
      const id = crypto.randomUUID();
      activities.push(digestActivityRow({ id, teacherId, title, at: now }));
      return id;
    });
    for (const student of students.slice(start, start + load.classSize)) {
      seats.push({ class_id: classId, student_id: student.id, joined_at: now });
      const recent = !quiet.has(student.id);
      // Two pieces each: handed in (or approved) and returned with a note; a quiet child's are
      // a month old. A third, older piece is there to be skipped.
      const pieces = [
        { status: 'approved', hours: recent ? 30 : 700, note: null },
        { status: 'returned', hours: recent ? 20 : 710, note: 'Tell me more about the valley.' },
        { status: 'active', hours: 900, note: null },
      ];
      pieces.forEach((piece, index) => {
        const projectId = crypto.randomUUID();
        projects.push(
          digestProjectRow({
            id: projectId,
            activityId: activityIds[index],
            classId,
            studentId: student.id,
            answers: JSON.stringify({ q1: ANSWER, q2: 'It means loyalty.' }),
            wordCount: 40,
            status: piece.status,
            submittedAt: at(piece.hours + 10),
            createdAt: now,
            updatedAt: at(piece.hours),
            returnNote: piece.note,
          }),
        );
        if (recent && index === 0) {
          comments.push({
            id: crypto.randomUUID(),
            project_id: projectId,
            author_user_id: teacherId,
            author_name: 'Mrs. Hopper',
            body: 'A careful reading: you noticed what Ruth gave up.',
            created_at: at(29),
          });
        }
      });
      if (recent) {
        points.push({
          id: crypto.randomUUID(),
          student_id: student.id,
          points: 10,
          kind: 'submission',
          project_id: null,
          note: null,
          created_by: null,
          created_at: at(40),
        });
      }
    }
  }
  await insertAll(db, 'classes', classes);
  await insertAll(db, 'class_students', seats);
  await insertAll(db, 'activities', activities);
  await insertAll(db, 'projects', projects);
  await insertAll(db, 'project_comments', comments);
  await insertAll(db, 'points_ledger', points);
  return {
    students: students.length,
    projects: projects.length,
    quietParents: Math.ceil(load.parents / load.quietEvery),
  };
}

/**
 * @param {{ load?: typeof FAMILY_DIGEST_LOAD, onStep?: (text: string) => void }} [options]
 */
export async function measureFamilyDigest({ load = FAMILY_DIGEST_LOAD, onStep = () => {} } = {}) {
  const [{ buildApp }, { loadConfig }, { sendFamilyDigests }, digestRows] = await Promise.all([
    importServerTs(join(ROOT, 'server/app.ts')),
    importServerTs(join(ROOT, 'server/config.ts')),
    importServerTs(join(ROOT, 'server/modules/family-digest/send-family-digests.ts')),
    importServerTs(join(ROOT, 'server/modules/family-digest/testing/digest-rows.ts')),
  ]);
  const dir = mkdtempSync(join(tmpdir(), 'lectio-bench-digest-'));
  let queries = 0;
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: `sqlite:${join(dir, 'bench.db')}`,
      FILES_DIR: join(dir, 'files'),
      CLIENT_DIR: join(dir, 'no-client'),
      PUBLIC_BASE_URL: 'https://lectio.example',
      STRIPE_SECRET_KEY: 'sk_test_lectio_bench',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_lectio_bench',
      STRIPE_WEBHOOK_SECRET: 'whsec_lectio_bench',
      STRIPE_BILLING_WEBHOOK_SECRET: 'whsec_lectio_bench',
      STRIPE_API_URL: 'http://127.0.0.1:9',
    }),
    onQuery: () => {
      queries += 1;
    },
  });
  try {
    onStep(`Digest: seeding ${load.parents.toLocaleString('en-US')} parents and their week`);
    const seeded = await seed(app.db, load, digestRows);
    globalThis.gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    const sampler = setInterval(() => {
      const { rss, heapUsed } = process.memoryUsage();
      peakRss = Math.max(peakRss, rss);
      peakHeap = Math.max(peakHeap, heapUsed);
    }, 20);
    onStep('Digest: building and writing every digest of the week');
    const startQueries = queries;
    const started = performance.now();
    const result = await sendFamilyDigests(app, {
      now: new Date(CLOSES + 5 * 60 * 1000),
      publicBaseUrl: 'https://lectio.example',
    });
    const ms = performance.now() - started;
    clearInterval(sampler);
    const { count } = await app.db
      .selectFrom('email_outbox')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    return {
      parents: load.parents,
      students: seeded.students,
      projects: seeded.projects,
      emails: result.emails,
      empty: result.empty,
      outbox: Number(count),
      ms,
      queries: queries - startQueries,
      rssBeforeBytes: before.rss,
      peakRssBytes: peakRss,
      heapGrowthBytes: Math.max(0, peakHeap - before.heapUsed),
    };
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
