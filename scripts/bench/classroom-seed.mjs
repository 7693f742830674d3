// Fills a fresh database with the classroom at scale (classroom-data.mjs) before the server
// starts on it: the server's own migrations (server/db/migrate.ts through its own
// openDatabase), then multi-row inserts, a group of teachers per transaction. Password hashes
// are made once with the server's settings and shared, as the demo seed does, so the seeded
// accounts sign in through the real API.
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../lib/build.mjs';
import {
  FAN_OUT_SHAPE,
  FAN_OUT_TABLES,
  fanOutClassRows,
  GRADEBOOK_CLASS_SHAPE,
  GRADEBOOK_TABLES,
  gradebookClassRows,
  BENCH_STUDENT_PASSWORD,
  BENCH_TEACHER_PASSWORD,
  CLASSROOM_SHAPE,
  TABLES,
  insertBatches,
  shapeTotals,
  teacherEmail,
  teacherRows,
  teacherUserRow,
} from './classroom-data.mjs';
import { importServerTs } from './import-server-ts.mjs';

// The same kysely module instance the imported server code uses (importServerTs loads
// packages through require's resolution).
const { sql } = createRequire(join(ROOT, 'package.json'))('kysely');

/** Teachers whose rows go in one transaction (about 15,000 pieces of writing). */
const TEACHERS_PER_TRANSACTION = 10;

/**
 * @typedef {{
 *   teacher: { email: string, password: string },
 *   studentPassword: string,
 *   measuredClass: { id: string, activityId: string, usernames: string[] },
 *   gradebookClass: { id: string, students: number, assignments: number },
 *   portfolioStudent: { username: string, pieces: number },
 *   fanOut: { classId: string, activityIds: string[], studentUsername: string,
 *     coTeachers: { email: string, password: string, id: string }[] },
 *   writers: { username: string, classId: string, activityId: string }[],
 *   totals: ReturnType<typeof shapeTotals>,
 *   seedSeconds: number,
 *   databaseBytes: number | null,
 * }} ClassroomFixture
 */

/**
 * Migrates and fills the database at `databaseUrl` (SQLite, or PostgreSQL for a manual run),
 * then closes it. Answers what the bench needs to sign in and where to write.
 * @param {string} databaseUrl
 * @param {{ shape?: typeof CLASSROOM_SHAPE, gradebookShape?: typeof GRADEBOOK_CLASS_SHAPE,
 *   fanOutShape?: typeof FAN_OUT_SHAPE, writers?: number, now?: Date,
 *   onProgress?: (text: string) => void }} [options]
 * @returns {Promise<ClassroomFixture>}
 */
export async function seedClassroom(
  databaseUrl,
  {
    shape = CLASSROOM_SHAPE,
    gradebookShape = GRADEBOOK_CLASS_SHAPE,
    fanOutShape = FAN_OUT_SHAPE,
    writers = 200,
    now = new Date(),
    onProgress = () => {},
  } = {},
) {
  const started = performance.now();
  const [{ openDatabase }, { migrateToLatest }, { hashPassword }] = await Promise.all([
    importServerTs(join(ROOT, 'server/db/kysely.ts')),
    importServerTs(join(ROOT, 'server/db/migrate.ts')),
    importServerTs(join(ROOT, 'server/lib/passwords.ts')),
  ]);
  const { db, kind } = openDatabase(databaseUrl);
  /** @type {Omit<ClassroomFixture, 'seedSeconds' | 'databaseBytes'>} */
  let fixture;
  try {
    await migrateToLatest(db, kind);
    if (kind === 'sqlite') {
      // A throwaway database filled once: a big page cache for the random-id index inserts,
      // and no waiting for the disk (the server reopens it with its own settings).
      await sql`pragma cache_size = -262144`.execute(db);
      await sql`pragma synchronous = off`.execute(db);
    }
    const [teacherHash, studentHash] = await Promise.all([
      hashPassword(BENCH_TEACHER_PASSWORD),
      hashPassword(BENCH_STUDENT_PASSWORD),
    ]);
    const teacherIds = Array.from({ length: shape.teachers }, () => crypto.randomUUID());
    const schoolIds = Array.from(
      { length: Math.ceil(shape.teachers / shape.teachersPerSchool) },
      () => crypto.randomUUID(),
    );
    const context = { now, teacherHash, studentHash, schoolIds, teacherIds };

    await db.transaction().execute(async (trx) => {
      await insertAll(
        trx,
        'schools',
        schoolIds.map((id, index) => ({
          id,
          name: `St. Bench School ${index + 1}`,
          address_1: `${100 + index} Main Street`,
          address_2: null,
          city: 'Springfield',
          zip: '62701',
          country_code: 'US',
          state_code: 'IL',
          created_at: now.toISOString(),
        })),
      );
      await insertAll(
        trx,
        'users',
        teacherIds.map((_, t) => teacherUserRow(shape, t, context)),
      );
    });

    /** @type {ClassroomFixture['measuredClass'] | null} */
    let measuredClass = null;
    /** @type {ClassroomFixture['writers']} */
    const writerList = [];
    for (let from = 0; from < shape.teachers; from += TEACHERS_PER_TRANSACTION) {
      const to = Math.min(shape.teachers, from + TEACHERS_PER_TRANSACTION);
      const built = [];
      for (let t = from; t < to; t++) built.push(teacherRows(shape, t, context));
      await db.transaction().execute(async (trx) => {
        for (const table of TABLES) {
          await insertAll(
            trx,
            table,
            built.flatMap((teacher) => teacher.rows[table]),
          );
        }
      });
      for (const teacher of built) {
        const [first, ...others] = teacher.classes;
        // The measured teacher's first class is the one watched live; the writers are the
        // students of the classes after it, whole classes at a time, as in lessons.
        if (!measuredClass && first) {
          measuredClass = { ...first, activityId: teacher.latestActivityId };
          teacher.classes = others;
        }
        for (const klass of teacher.classes) {
          for (const username of klass.usernames) {
            if (writerList.length < writers) {
              writerList.push({
                username,
                classId: klass.id,
                activityId: teacher.latestActivityId,
              });
            }
          }
        }
      }
      onProgress(`${to}/${shape.teachers} teachers`);
    }
    if (!measuredClass) throw new Error('The shape has no class to measure.');
    // The gradebook's 40 × 60 class, one more class of the measured teacher (teacher 1).
    const gradebook = gradebookClassRows(gradebookShape, {
      now,
      studentHash,
      teacherId: teacherIds[0] ?? '',
      schoolId: schoolIds[0] ?? null,
    });
    await db.transaction().execute(async (trx) => {
      for (const table of GRADEBOOK_TABLES) await insertAll(trx, table, gradebook.rows[table]);
    });
    onProgress(`the gradebook class (${gradebookShape.students} × ${gradebookShape.activities})`);
    // The fan-out's class: the measured teacher's, co-taught by the next bench teachers.
    const coTeacherIds = teacherIds.slice(1, 1 + fanOutShape.coTeachers);
    if (coTeacherIds.length < fanOutShape.coTeachers) {
      throw new Error(`The shape needs ${fanOutShape.coTeachers + 1} teachers for the fan-out.`);
    }
    const fanOut = fanOutClassRows(fanOutShape, {
      now,
      studentHash,
      teacherId: teacherIds[0] ?? '',
      coTeacherIds,
      schoolId: schoolIds[0] ?? null,
    });
    await db.transaction().execute(async (trx) => {
      for (const table of FAN_OUT_TABLES) await insertAll(trx, table, fanOut.rows[table]);
    });
    fixture = {
      teacher: { email: teacherEmail(0), password: BENCH_TEACHER_PASSWORD },
      studentPassword: BENCH_STUDENT_PASSWORD,
      measuredClass,
      gradebookClass: {
        id: gradebook.classId,
        students: gradebookShape.students,
        assignments: gradebookShape.activities,
      },
      // The gradebook class's first student has written on every one of its activities.
      portfolioStudent: {
        username: gradebook.rows.students[0]?.username ?? '',
        pieces: gradebook.rows.projects.filter(
          (project) => project.student_id === gradebook.rows.students[0]?.id,
        ).length,
      },
      fanOut: {
        classId: fanOut.classId,
        activityIds: fanOut.activityIds,
        studentUsername: fanOut.username,
        coTeachers: coTeacherIds.map((id, index) => ({
          email: teacherEmail(index + 1),
          password: BENCH_TEACHER_PASSWORD,
          id,
        })),
      },
      writers: writerList,
      totals: shapeTotals(shape),
    };
  } finally {
    await db.destroy();
  }
  // Measured once closed, when SQLite has moved its write-ahead log into the file.
  return {
    ...fixture,
    seedSeconds: (performance.now() - started) / 1000,
    databaseBytes: databaseSize(databaseUrl),
  };
}

/**
 * Multi-row inserts of every row, in batches under the bound-values limit.
 * @param {import('kysely').Transaction<any>} trx
 * @param {string} table
 * @param {Record<string, unknown>[]} rows
 */
async function insertAll(trx, table, rows) {
  const columns = rows[0] ? Object.keys(rows[0]).length : 1;
  for (const batch of insertBatches(rows, columns)) {
    await trx.insertInto(table).values(batch).execute();
  }
}

/** Bytes of a SQLite database file (with its write-ahead log), or null. */
function databaseSize(databaseUrl) {
  if (!databaseUrl.startsWith('sqlite:')) return null;
  const file = databaseUrl.slice('sqlite:'.length);
  let total = 0;
  for (const path of [file, `${file}-wal`]) {
    try {
      total += statSync(path).size;
    } catch {
      // No log: nothing to add.
    }
  }
  return total;
}
