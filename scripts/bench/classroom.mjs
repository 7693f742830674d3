// The classroom at scale (`npm run bench -- --only=classroom`): "with 500 classes, 15,000
// students and 150,000 pieces of writing in the database: teacher dashboard and class view
// p95 < 50 ms server time (issue 11, point 17: the dashboard with its To review queue and the
// gradebook of a 40 × 60 class, also < 50 ms); an autosave p99 < 20 ms at 200 concurrent writers; live update
// delivery p95 < 2 s with 30 students typing in one class" (issue 10 lowers that to < 100 ms).
//
// The built server runs on a database filled beforehand (classroom-seed.mjs). Everyone signs
// in through the real API. Server time is the answer time seen by the client over loopback:
//   1. reads: the dashboard's call and the class page's calls for a 30-student class, each
//      probed for its peak (closed loop) and then paced, evenly spaced (open loop,
//      paced-load.mjs), at a quarter of that peak: p50/p95/p99 and server CPU per request;
//   2. autosave: 200 students, each on a connection of their own, each saving a growing
//      draft every 2 s (the writing page's pace), so 100 saves a second: p50/p95/p99;
//   3. live: the teacher's live stream of the measured class open while its 30 students
//      autosave every 2 s; the delay from each save's answer to the teacher's event.
import autocannon from 'autocannon';
import { join } from 'node:path';
import { ROOT } from '../lib/build.mjs';
import { importTs } from '../lib/import-ts.mjs';
import { failuresOf, percentile, ratePerSecond } from './api-throughput.mjs';
import { signIn } from './auth-client.mjs';
import { CLASSROOM_BUDGETS } from './budgets.mjs';
import { growingDraft } from './classroom-data.mjs';
import { measureLiveDelivery } from './classroom-live.mjs';
import { measureFanOut } from './notification-fanout.mjs';
import { pacedLoad } from './paced-load.mjs';
import { cpuMeter } from './process-cpu.mjs';

export const CLASSROOM_LOAD = {
  /** Closed-loop probe of each read's peak (also its warm-up). */
  probeSeconds: 2,
  probeConnections: 10,
  /** Reads are paced at this share of their peak: moderate load, with headroom. */
  readShareOfPeak: 0.25,
  readMaxRate: 300,
  readSeconds: 5,
  readConnections: 10,
  /** The writing page saves at most every 2 s while the student types (use-autosave.ts). */
  saveEveryMs: 2000,
  autosaveSeconds: 15,
  liveSeconds: 20,
  /** After the last live save: ample time for its event (delivered on the live channel). */
  liveSettleMs: 3000,
  /** How long a co-teacher's bell may wait for a hand-in's event before it counts as missed. */
  fanOutTimeoutMs: 5000,
  /** Sign-ins at a time (argon2 in the server's thread pool). */
  signInConcurrency: 4,
};

/**
 * The rate a read is paced at: a share of its peak, at least 5 and at most `max` per second.
 * @param {number} peakRps
 * @param {number} share
 * @param {number} max
 */
export function pacedRate(peakRps, share, max) {
  return Math.min(max, Math.max(5, Math.round(peakRps * share)));
}

/**
 * Runs `task` on every item with at most `limit` at a time; answers the results in order.
 * @template T, R
 * @param {T[]} items
 * @param {number} limit
 * @param {(item: T, index: number) => Promise<R>} task
 * @returns {Promise<R[]>}
 */
export async function inBatches(items, limit, task) {
  /** @type {R[]} */
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(/** @type {T} */ (items[index]), index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * The reads measured: the dashboard's call, then the class page's for the measured class
 * (the class, its roster, the activities list it shows the class's activities from, and the
 * class's work on its latest activity, which the class work page loads).
 * @param {{ CLASSROOM_API: any, ACTIVITIES_API: any, PROJECTS_API: any }} api
 * @param {{ id: string, activityId: string }} klass
 */
export function readTargets(
  { CLASSROOM_API, ACTIVITIES_API, PROJECTS_API, OVERVIEW_API },
  klass,
  gradebookClass,
) {
  const { dashboardP95Ms, classViewP95Ms, gradebookP95Ms } = CLASSROOM_BUDGETS;
  // Issue 11: the teacher dashboard (classes, the To review queue across them, due dates and
  // recent activity) and the gradebook of the 40 × 60 class, when the fixture has one.
  const overview =
    OVERVIEW_API && gradebookClass
      ? [
          {
            key: 'teacherDashboard',
            name: 'Dashboard: classes, To review, due dates',
            path: OVERVIEW_API.dashboard,
            budgetMs: dashboardP95Ms,
          },
          {
            key: 'gradebook',
            name: `Gradebook (${gradebookClass.students} × ${gradebookClass.assignments})`,
            path: OVERVIEW_API.gradebook(gradebookClass.id),
            budgetMs: gradebookP95Ms,
          },
          {
            key: 'gradebookCsv',
            name: `Gradebook CSV (${gradebookClass.students} × ${gradebookClass.assignments})`,
            path: OVERVIEW_API.gradebookCsv(gradebookClass.id),
            budgetMs: gradebookP95Ms,
          },
        ]
      : [];
  return [
    ...overview,
    {
      key: 'dashboard',
      name: 'Dashboard: class list',
      path: CLASSROOM_API.classes,
      budgetMs: dashboardP95Ms,
    },
    {
      key: 'class',
      name: 'Class view: class',
      path: CLASSROOM_API.class(klass.id),
      budgetMs: classViewP95Ms,
    },
    {
      key: 'students',
      name: 'Class view: students',
      path: CLASSROOM_API.students(klass.id),
      budgetMs: classViewP95Ms,
    },
    {
      key: 'activities',
      name: 'Class view: activities',
      path: ACTIVITIES_API.base,
      budgetMs: classViewP95Ms,
    },
    {
      key: 'projects',
      name: 'Class view: work (30 students)',
      path: PROJECTS_API.classProjects(klass.id, klass.activityId),
      budgetMs: classViewP95Ms,
    },
  ];
}

/**
 * @param {{ baseUrl: string, pid?: number,
 *   fixture: import('./classroom-seed.mjs').ClassroomFixture,
 *   load?: typeof CLASSROOM_LOAD, onStep?: (text: string) => void }} options
 */
export async function measureClassroom({
  baseUrl,
  pid,
  fixture,
  load = CLASSROOM_LOAD,
  onStep = () => {},
}) {
  const api = {
    ...(await importTs(join(ROOT, 'common/schemas/classroom.ts'))),
    ...(await importTs(join(ROOT, 'common/schemas/activities.ts'))),
    ...(await importTs(join(ROOT, 'common/schemas/projects.ts'))),
    ...(await importTs(join(ROOT, 'common/schemas/overview.ts'))),
    ...(await importTs(join(ROOT, 'common/schemas/notifications.ts'))),
  };
  const origin = new URL(baseUrl).origin;
  onStep('Classroom: signing in the teacher and 230 students');
  const teacherCookie = await signIn(baseUrl, fixture.teacher);
  const signInStudent = (username) =>
    signIn(baseUrl, { email: username, password: fixture.studentPassword }, { student: true });
  const writerCookies = await inBatches(fixture.writers, load.signInConcurrency, (writer) =>
    signInStudent(writer.username),
  );
  const classCookies = await inBatches(
    fixture.measuredClass.usernames,
    load.signInConcurrency,
    signInStudent,
  );

  const reads = [];
  for (const target of readTargets(api, fixture.measuredClass, fixture.gradebookClass)) {
    onStep(`Classroom: ${target.name}`);
    reads.push(await measureRead(baseUrl, target, teacherCookie, load, pid));
  }
  // Issue 11, point 17: the portfolio, read by the student who wrote on all 60 activities.
  const portfolio = portfolioTarget(api, fixture.portfolioStudent);
  onStep(`Classroom: ${portfolio.name}`);
  const portfolioCookie = await signInStudent(fixture.portfolioStudent.username);
  reads.push(await measureRead(baseUrl, portfolio, portfolioCookie, load, pid));

  onStep(`Classroom: notification fan-out to ${fixture.fanOut.coTeachers.length} co-teachers`);
  const coTeachers = await inBatches(
    fixture.fanOut.coTeachers,
    load.signInConcurrency,
    async (coTeacher) => ({ id: coTeacher.id, cookie: await signIn(baseUrl, coTeacher) }),
  );
  const fanOutDraft = growingDraft(4242);
  const fanOut = await measureFanOut({
    baseUrl,
    headers: { 'content-type': 'application/json', origin },
    studentCookie: await signInStudent(fixture.fanOut.studentUsername),
    coTeachers,
    handIns: fixture.fanOut.activityIds.map((activityId) => ({
      writeUrl: api.PROJECTS_API.studentProject(fixture.fanOut.classId, activityId),
      submitUrl: api.PROJECTS_API.studentSubmit(fixture.fanOut.classId, activityId),
      body: fanOutDraft.body(0),
    })),
    liveUrl: api.NOTIFICATIONS_API.live,
    timeoutMs: load.fanOutTimeoutMs,
  });

  onStep(`Classroom: autosave, ${fixture.writers.length} writers`);
  const jsonHeaders = { 'content-type': 'application/json', origin };
  const drafts = fixture.writers.map((_, index) => growingDraft(index + 1));
  const writers = fixture.writers.length;
  const rate = (writers * 1000) / load.saveEveryMs;
  const meter = cpuMeter(pid);
  const run = await pacedLoad({
    url: baseUrl,
    method: 'PUT',
    headers: jsonHeaders,
    rate,
    seconds: load.autosaveSeconds,
    connections: writers,
    requestFor: (index) => {
      const writer = index % writers;
      const { classId, activityId } = fixture.writers[writer] ?? fixture.writers[0];
      return {
        path: api.PROJECTS_API.studentProject(classId, activityId),
        headers: { cookie: writerCookies[writer] ?? '' },
        body: drafts[writer]?.body(Math.floor(index / writers)),
      };
    },
  });
  const cpu = meter.take();
  const autosave = {
    writers,
    everyMs: load.saveEveryMs,
    rate,
    seconds: load.autosaveSeconds,
    steadyRps: run.achievedRps,
    latencyMs: latencies(run.latencies),
    scheduleLateMs: run.lateMs,
    serverCpuMsPerRequest: cpu.totalMs === null ? null : cpu.totalMs / run.sent,
    failures: run.failures,
    budgetMs: CLASSROOM_BUDGETS.autosaveP99Ms,
  };

  onStep(`Classroom: live updates, ${classCookies.length} students typing in one class`);
  const klass = fixture.measuredClass;
  const classDrafts = classCookies.map((_, index) => growingDraft(1000 + index));
  const live = await measureLiveDelivery({
    liveUrl: new URL(api.PROJECTS_API.classLive(klass.id), baseUrl).href,
    teacherCookie,
    students: classCookies.map((cookie) => ({
      cookie,
      url: new URL(api.PROJECTS_API.studentProject(klass.id, klass.activityId), baseUrl).href,
    })),
    draft: (student, save) => classDrafts[student]?.body(save) ?? '{}',
    headers: jsonHeaders,
    seconds: load.liveSeconds,
    everyMs: load.saveEveryMs,
    settleMs: load.liveSettleMs,
  });

  return {
    dataset: {
      ...fixture.totals,
      gradebookClass: fixture.gradebookClass,
      seedSeconds: fixture.seedSeconds,
      databaseBytes: fixture.databaseBytes,
    },
    load,
    reads,
    autosave,
    live: { ...live, seconds: load.liveSeconds, budgetMs: CLASSROOM_BUDGETS.liveDeliveryP95Ms },
    fanOut: { ...fanOut, budgetMs: CLASSROOM_BUDGETS.notificationFanOutMs },
  };
}

/**
 * The student's portfolio read: every piece they wrote, by class.
 * @param {{ STUDENT_HOME_API: any }} api
 * @param {{ username: string, pieces: number }} student
 */
export function portfolioTarget({ STUDENT_HOME_API }, student) {
  return {
    key: 'portfolio',
    name: `Portfolio (${student.pieces} pieces)`,
    path: STUDENT_HOME_API.portfolio,
    budgetMs: CLASSROOM_BUDGETS.portfolioP95Ms,
  };
}

/** @param {number[]} values */
function latencies(values) {
  return {
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    p99: percentile(values, 99),
    max: percentile(values, 100),
  };
}

/**
 * One read: its peak (closed loop, which warms it up too), then paced at a share of it.
 * @param {string} baseUrl
 * @param {{ key: string, name: string, path: string, budgetMs: number }} target
 * @param {string} cookie
 * @param {typeof CLASSROOM_LOAD} load
 * @param {number | undefined} pid
 */
async function measureRead(baseUrl, target, cookie, load, pid) {
  const url = new URL(target.path, baseUrl).href;
  const headers = { cookie };
  const probe = await autocannon({
    url,
    headers,
    connections: load.probeConnections,
    duration: load.probeSeconds,
  });
  const peakRps = ratePerSecond(probe);
  const rate = pacedRate(peakRps, load.readShareOfPeak, load.readMaxRate);
  const meter = cpuMeter(pid);
  const run = await pacedLoad({
    url,
    headers,
    rate,
    seconds: load.readSeconds,
    connections: load.readConnections,
  });
  const cpu = meter.take();
  return {
    ...target,
    peakRps,
    rate,
    steadyRps: run.achievedRps,
    latencyMs: latencies(run.latencies),
    scheduleLateMs: run.lateMs,
    serverCpuMsPerRequest: cpu.totalMs === null ? null : cpu.totalMs / run.sent,
    failures: { probe: failuresOf(probe), steady: run.failures },
  };
}
