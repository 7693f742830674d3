// Plans and billing at scale (`npm run bench -- --only=billing`; issue 16, point 13): "the nightly
// recount of 2,000 billing accounts with 150,000 students finishes in < 30 s with bounded memory;
// a roster change that crosses the limit answers in < 50 ms p95". A fresh SQLite database gets
// 2,000 teachers' accounts, each with three classes of its 75 students (every tenth student sits
// in two of them, counted once), then:
//   - the nightly recount runs over every account, timed, with the heap sampled meanwhile;
//   - roster changes that cross five students are called in process (Fastify's inject: routing,
//     validation, the seat gate's locked count and the answer, without the network): a sixth
//     student added to a Small Class account (refused with the priced choice), a join request
//     approved past five on Small Class (refused) and on Standard (seated).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../lib/build.mjs';
import { percentile } from './api-throughput.mjs';
import { importServerTs } from './import-server-ts.mjs';

export const BILLING_LOAD = {
  accounts: 2_000,
  students: 150_000,
  classesPerAccount: 3,
  /** Every n-th student of an account also sits in its next class. */
  sharedEvery: 10,
  warmup: 20,
  runs: 200,
};

const ORIGIN = 'http://localhost:3011';
/** Rows per insert statement. */
const CHUNK = 500;

/**
 * @param {{ load?: typeof BILLING_LOAD, onStep?: (text: string) => void }} [options]
 * @returns {Promise<import('./billing.d.mts').BillingFigures>}
 */
export async function measureBilling({ load = BILLING_LOAD, onStep = () => {} } = {}) {
  const [{ buildApp }, { loadConfig }, factories, recount, accounts] = await Promise.all([
    importServerTs(join(ROOT, 'server/app.ts')),
    importServerTs(join(ROOT, 'server/config.ts')),
    importServerTs(join(ROOT, 'tests/support/factories.ts')),
    importServerTs(join(ROOT, 'server/modules/billing/recount-seats.ts')),
    importServerTs(join(ROOT, 'server/modules/billing/billing-accounts.ts')),
  ]);
  const dir = mkdtempSync(join(tmpdir(), 'lectio-bench-billing-'));
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: `sqlite:${join(dir, 'bench.db')}`,
      FILES_DIR: join(dir, 'files'),
      CLIENT_DIR: join(dir, 'no-client'),
      ACADEMY_CLIENT_DIR: join(dir, 'no-academy-client'),
      STRIPE_SECRET_KEY: 'sk_test_lectio_bench',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_lectio_bench',
      STRIPE_WEBHOOK_SECRET: 'whsec_lectio_bench',
      STRIPE_BILLING_WEBHOOK_SECRET: 'whsec_lectio_bench',
      STRIPE_API_URL: 'http://127.0.0.1:9',
    }),
  });
  try {
    onStep(
      `Billing: seeding ${load.accounts.toLocaleString('en-US')} accounts with ${load.students.toLocaleString('en-US')} students`,
    );
    const enrolments = await seedAccounts(app.db, load, accounts);

    onStep('Billing: the nightly recount');
    const heap = sampleHeap();
    const started = performance.now();
    const counted = await recount.recountAllSeats(app.db, { now: new Date() });
    const recountMs = performance.now() - started;
    const heapPeakMb = heap.stop();
    // Every student is counted once, whatever number of classes they sit in.
    const { seats } = await app.db
      .selectFrom('billing_accounts')
      .select((eb) => eb.fn.sum('seats_counted').as('seats'))
      .executeTakeFirstOrThrow();
    if (Number(seats) !== load.students) {
      throw new Error(`The recount counted ${seats} seats for ${load.students} students`);
    }

    onStep('Billing: roster changes that cross five students');
    const crossing = [];
    for (const call of await crossingCalls(app, factories, accounts)) {
      onStep(`Billing: ${call.name}`);
      const times = [];
      for (let run = 0; run < load.warmup + load.runs; run++) {
        const request = await call.prepare();
        const begun = performance.now();
        const response = await app.inject(request);
        const ms = performance.now() - begun;
        if (response.statusCode !== call.status) {
          throw new Error(`${call.name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
        if (run >= load.warmup) times.push(ms);
      }
      crossing.push({
        name: call.name,
        status: call.status,
        p50Ms: percentile(times, 50),
        p95Ms: percentile(times, 95),
        maxMs: Math.max(...times),
      });
    }
    return {
      accounts: load.accounts,
      students: load.students,
      enrolments,
      runs: load.runs,
      recount: { accounts: counted.accounts, ms: recountMs, heapPeakMb },
      crossing,
    };
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The heap's high-water mark while the recount runs: sampled every 5 ms (the recount awaits
 * between its batches, so the sampler gets its turns). Answers MB.
 */
function sampleHeap() {
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 5);
  return {
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, process.memoryUsage().heapUsed);
      return Math.max(0, peak - before) / (1024 * 1024);
    },
  };
}

/**
 * 2,000 teachers, each with a billing account (a tenth on annual Standard, the rest on Small
 * Class whatever their size: the recount counts, it does not judge), three classes and 75
 * students. Answers the number of enrolments.
 * @param {any} db
 * @param {typeof BILLING_LOAD} load
 * @param {any} billingAccounts server/modules/billing/billing-accounts.ts
 */
async function seedAccounts(db, load, billingAccounts) {
  const now = new Date().toISOString();
  const perAccount = Math.floor(load.students / load.accounts);
  let enrolments = 0;
  await db.transaction().execute(async (trx) => {
    for (let first = 0; first < load.accounts; first += 100) {
      const users = [];
      const accounts = [];
      const classes = [];
      const students = [];
      const seats = [];
      for (let account = first; account < Math.min(load.accounts, first + 100); account++) {
        const userId = crypto.randomUUID();
        users.push({
          id: userId,
          email: `billing.bench.${account}@example.org`,
          second_email: null,
          first_name: 'Teacher',
          last_name: `No. ${account}`,
          account_type: 'teacher',
          password_hash: 'not-a-hash',
          email_confirmed_at: now,
          school_id: null,
          referral_r: null,
          referral_rc: null,
          created_at: now,
          updated_at: now,
        });
        const standard = account % 10 === 0;
        accounts.push({
          ...billingAccounts.smallClassAccount(
            {
              kind: 'teacher',
              user_id: userId,
              school_id: null,
              name: `Teacher No. ${account}`,
              billing_email: null,
            },
            new Date(now),
          ),
          plan: standard ? 'standard' : 'small',
          status: standard ? 'active' : 'free',
          period: standard ? 'year' : null,
        });
        const classIds = Array.from({ length: load.classesPerAccount }, (_, index) => {
          const id = crypto.randomUUID();
          classes.push({
            id,
            title: `Class ${index + 1}`,
            access_code: `BB${account}X${index}`,
            teacher_id: userId,
            created_at: now,
          });
          return id;
        });
        for (let index = 0; index < perAccount; index++) {
          const studentId = crypto.randomUUID();
          students.push({
            id: studentId,
            first_name: 'Student',
            last_name: `${account}.${index}`,
            grade: '7',
            username: `bench.${account}.${index}`,
            email: null,
            password_hash: null,
            login_code_hash: null,
            administrator_id: userId,
            google_subject: null,
            created_at: now,
            updated_at: now,
          });
          const home = index % load.classesPerAccount;
          seats.push({ class_id: classIds[home], student_id: studentId, joined_at: now });
          if (index % load.sharedEvery === 0) {
            const next = (home + 1) % load.classesPerAccount;
            seats.push({ class_id: classIds[next], student_id: studentId, joined_at: now });
          }
        }
      }
      for (const [table, rows] of [
        ['users', users],
        ['billing_accounts', accounts],
        ['classes', classes],
        ['students', students],
        ['class_students', seats],
      ]) {
        for (let start = 0; start < rows.length; start += CHUNK) {
          await trx
            .insertInto(table)
            .values(rows.slice(start, start + CHUNK))
            .execute();
        }
      }
      enrolments += seats.length;
    }
  });
  return enrolments;
}

/**
 * The three roster changes that cross five students, each with what its answer must be.
 * @param {any} app
 * @param {any} factories
 * @param {any} accounts server/modules/billing/billing-accounts.ts
 */
async function crossingCalls(app, factories, accounts) {
  const json = (cookies, url, payload) => ({
    method: 'POST',
    url,
    cookies,
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
  const classWithFive = async (standard) => {
    const teacher = await factories.signedInUser(app);
    const classId = await factories.insertClass(app, teacher.id, 'Crossing');
    for (let index = 0; index < 5; index++) {
      await factories.insertStudent(app, { administratorId: teacher.id, classIds: [classId] });
    }
    const account = await accounts.accountForOwner(app.db, teacher.id);
    if (standard) {
      await app.db
        .updateTable('billing_accounts')
        .set({ plan: 'standard', status: 'active', period: 'month' })
        .where('id', '=', account.id)
        .execute();
    }
    return { teacher, classId };
  };
  /** A new student asking to join the class: a pending join request. */
  const pendingRequest = async (teacher, classId) => {
    const student = await factories.insertStudent(app, { administratorId: teacher.id });
    const id = crypto.randomUUID();
    await app.db
      .insertInto('class_join_requests')
      .values({
        id,
        class_id: classId,
        student_id: student.id,
        status: 'pending',
        created_at: new Date().toISOString(),
        decided_at: null,
        decided_by: null,
      })
      .execute();
    return id;
  };

  const small = await classWithFive(false);
  const standard = await classWithFive(true);
  return [
    {
      name: 'Add a sixth student on Small Class (402, the priced choice)',
      status: 402,
      prepare: async () =>
        json(small.teacher.cookies, `/api/classroom/classes/${small.classId}/students`, {
          students: [{ firstName: 'Sixth', lastName: 'Student' }],
        }),
    },
    {
      name: 'Approve a sixth student’s join request on Small Class (402)',
      status: 402,
      prepare: async () =>
        json(
          small.teacher.cookies,
          `/api/classroom/classes/${small.classId}/join_requests/${await pendingRequest(small.teacher, small.classId)}/approve`,
          {},
        ),
    },
    {
      name: 'Approve a join request past five on Standard (seated)',
      status: 200,
      prepare: async () =>
        json(
          standard.teacher.cookies,
          `/api/classroom/classes/${standard.classId}/join_requests/${await pendingRequest(standard.teacher, standard.classId)}/approve`,
          {},
        ),
    },
  ];
}
