// The writing rooms bench's data (rooms.mjs): a class's open session with rooms of students,
// made by the app itself in the bench process (which migrates the database), and PostgreSQL
// and Redis for two instances when the tests' services answer.
import { join } from 'node:path';
import pg from 'pg';

export const ORIGIN = 'http://localhost:3011';

/** Production settings the bench's apps share (no payment provider is ever reached). */
export const productionEnv = (databaseUrl) => ({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATABASE_URL: databaseUrl,
  PUBLIC_BASE_URL: ORIGIN,
  STRIPE_SECRET_KEY: 'sk_test_lectio_bench',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_lectio_bench',
  STRIPE_WEBHOOK_SECRET: 'whsec_lectio_bench',
  STRIPE_BILLING_WEBHOOK_SECRET: 'whsec_lectio_bench',
  STRIPE_API_URL: 'http://127.0.0.1:9',
});

/**
 * A class's open session with `rooms` rooms of `studentsPerRoom` students (each with a
 * session cookie) and, for the cold loads, `coldRooms` more rooms that the teacher opens,
 * their record filled from `coldLog`. Made by the app (which migrates the database), in this
 * process, then closed: the servers start on the database after.
 */
export async function seedRooms(
  server,
  dir,
  databaseUrl,
  { rooms, studentsPerRoom, coldLog, runs },
) {
  const { buildApp, loadConfig, support, factories } = server;
  const app = await buildApp({
    config: loadConfig({
      ...productionEnv(databaseUrl),
      FILES_DIR: join(dir, 'seed-files'),
      CLIENT_DIR: join(dir, 'no-client'),
    }),
  });
  try {
    const teacher = await factories.signedInUser(app, 'teacher');
    const classId = await factories.insertClass(app, teacher.id, 'Writing rooms bench');
    const now = new Date();
    const at = now.toISOString();
    const sessionId = crypto.randomUUID();
    await app.db
      .insertInto('writing_sessions')
      .values({
        id: sessionId,
        class_id: classId,
        title: 'The Good Shepherd',
        prompt: 'Which word stayed with you?',
        state: 'open',
        created_by: teacher.id,
        created_at: at,
        started_at: at,
        closed_at: null,
      })
      .execute();
    const addRoom = async (name, state = null, stateAt = null) => {
      const id = crypto.randomUUID();
      await app.db
        .insertInto('writing_rooms')
        .values({
          id,
          session_id: sessionId,
          name,
          paused_at: null,
          doc_state: state ? Buffer.from(state) : null,
          doc_state_at: stateAt,
          updated_at: at,
        })
        .execute();
      return id;
    };
    const typingRooms = [];
    for (let index = 0; index < rooms + 1; index++) {
      const roomId = await addRoom(`Room ${index + 1}`);
      const cookies = [];
      for (let seat = 0; seat < studentsPerRoom; seat++) {
        const student = await support.signedInStudentOf(app, teacher.id, classId);
        await app.db
          .insertInto('writing_room_members')
          .values({
            id: crypto.randomUUID(),
            room_id: roomId,
            student_id: student.id,
            joined_at: at,
            left_at: null,
          })
          .execute();
        cookies.push(`st=${student.cookies.st}`);
      }
      typingRooms.push({ id: roomId, cookies });
    }
    const cold = { withState: [], logOnly: [], empty: [] };
    if (coldLog) {
      // Typed at 20 updates a second up to a second ago; the state taken now.
      const spacingMs = 50;
      const firstAt = now.getTime() - 1_000 - coldLog.updates.length * spacingMs;
      for (let run = 0; run < runs; run++) {
        cold.withState.push(await addRoom(`Cold with state ${run + 1}`, coldLog.state, at));
        cold.logOnly.push(await addRoom(`Cold, log only ${run + 1}`));
        cold.empty.push(await addRoom(`Cold, empty ${run + 1}`));
      }
      const authorKey = `u:${teacher.id}`;
      for (const roomId of [...cold.withState, ...cold.logOnly]) {
        for (let start = 0; start < coldLog.updates.length; start += 500) {
          await app.db
            .insertInto('writing_room_updates')
            .values(
              coldLog.updates.slice(start, start + 500).map((update, offset) => ({
                id: crypto.randomUUID(),
                room_id: roomId,
                author_key: authorKey,
                teacher_edit: 0,
                update_bytes: Buffer.from(update),
                created_at: new Date(firstAt + (start + offset) * spacingMs).toISOString(),
              })),
            )
            .execute();
        }
      }
    }
    const [warm, ...typing] = typingRooms;
    return { warm, typing, cold, teacherCookie: `t=${teacher.cookies.t}` };
  } finally {
    await app.close();
  }
}

/** PostgreSQL and Redis of the tests, when both answer: a schema of the bench's own. */
export async function sharedServices(server) {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!databaseUrl || !redisUrl) return { missing: 'TEST_DATABASE_URL and TEST_REDIS_URL unset' };
  if (!(await server.services.clusterServicesAnswer())) {
    return { missing: 'PostgreSQL or Redis did not answer' };
  }
  const schema = `bench_rooms_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    databaseUrl: url.toString(),
    redisUrl,
    drop: async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}
