// `npm run bench`: prints figures, never passes or fails (GUIDE §7).
//   1. page weight: first-load JS and CSS per public page, gzipped (page-weight.mjs)
//   2. Lighthouse scores and metrics per public page, mobile emulation (lighthouse.mjs)
//   3. API throughput and latency next to a bare Fastify route (api-throughput.mjs), and
//      sign-in throughput with the password hash's share of its cost (sign-in.mjs)
//   4. the class book of 40 students with activity pictures, in a fresh process (order-pdf.mjs)
//   5. the classroom at scale: dashboard, class view, autosave and live updates with 500
//      classes, 15,000 students and 150,000 pieces of writing (classroom.mjs)
//   6. idle live streams: database queries per second with 1,000 teachers' live class views
//      open and nobody writing (live-idle.mjs; the server built from the sources, in process)
//   7. a 50 MB private file download: first and last byte, on the local folder and on an S3
//      bucket, proxied and redirected (file-download.mjs)
//   8. a 200 MB resumable (tus) upload over loopback (tus-upload.mjs)
//   9. the weekly family digest of 10,000 linked parents, built from the sources in this
//      process on a fresh SQLite database (family-digest.mjs; issue 12)
//  10. the staff desk's search with 100,000 orders (staff-desk.mjs; in process, from the sources)
//  11. the Academy's instructor calls in a course of 2,000 participants and 50,000 reflections
//      (academy.mjs; in process, from the sources)
//  12. billing: the nightly seat recount of 2,000 accounts and 150,000 students, and roster
//      changes that cross five students (billing.mjs; in process, from the sources)
//  13. chat: a class announcement fanned out to 40 students' and 60 parents' open live streams,
//      and the conversation list in a school of 200,000 messages (chat.mjs; in process, from
//      the sources, the fan-out over real sockets; issue 17)
//  14. writing rooms: 30 rooms of 4 students typing, edits timed between students on one
//      instance and across two over Redis (with TEST_DATABASE_URL and TEST_REDIS_URL), the
//      server's memory per open room, and the cold load of a room with 20,000 logged updates
//      (rooms.mjs; servers built from the sources in processes of their own; issue 18)
// against the production build, served by the built server on a free port with a fresh
// database (server.mjs; the classroom part has a server of its own on a filled database).
// Full results go to bench-results/.
//
// Builds when stale, like `npm start`. BUILD_DIR and SERVER_BUNDLE (as for the browser tests)
// point it at another build instead, which is then used as it is, never rebuilt.
// `npm run bench -- --only=lighthouse` (or pages, api, pdf, classroom, live, files, uploads, digest,
// desk, academy, billing, chat, rooms;
// comma-separated) runs
// some parts.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { BuildError, ROOT, ensureBuilt } from '../lib/build.mjs';
import { ensureChromium } from '../lib/chromium.mjs';
import { importTs } from '../lib/import-ts.mjs';
import { measureApi } from './api-throughput.mjs';
import { demoTeacherCredentials } from './auth-client.mjs';
import {
  CLASSROOM_BUDGETS,
  FAMILY_DIGEST_BUDGETS,
  HOME_FIRST_LOAD_JS_GZIP_BYTES,
  LIGHTHOUSE_MIN_SCORES,
  LIVE_IDLE_QUERIES_PER_SECOND,
  ORDER_PDF_MS,
  DESK_SEARCH_P95_MS,
  ACADEMY_P95_MS,
  BILLING_BUDGETS,
  CHAT_BUDGETS,
  ROOMS_BUDGETS,
  SIGNED_IN_GET_P99_MS,
  SIGN_IN_HASH_SHARE_MIN,
  STORE_API_P99_MS,
} from './budgets.mjs';
import { measureClassroom } from './classroom.mjs';
import { measureFamilyDigest } from './family-digest.mjs';
import { measureFileDownload } from './file-download.mjs';
import { seedClassroom } from './classroom-seed.mjs';
import { seedDemoDatabase } from './demo-seed.mjs';
import { launchChromium, runLighthouse } from './lighthouse.mjs';
import { measureIdleLive } from './live-idle.mjs';
import { measureOrderPdf } from './order-pdf.mjs';
import { measurePages } from './page-weight.mjs';
import {
  formatApi,
  formatClassroom,
  formatFamilyDigest,
  formatDesk,
  formatAcademy,
  formatBilling,
  formatChat,
  formatRooms,
  formatFileDownload,
  formatLighthouse,
  formatLiveIdle,
  formatOrderPdf,
  formatPageWeights,
  formatSignIn,
  writeSummary,
} from './report.mjs';
import {
  SetupError,
  killAllSync,
  startBareFastify,
  startLectioServer,
  stopAll,
} from './server.mjs';
import { measureSignIn, serverPasswordCheck } from './sign-in.mjs';
import { measureDesk } from './staff-desk.mjs';
import { measureAcademy } from './academy.mjs';
import { measureBilling } from './billing.mjs';
import { measureChat } from './chat.mjs';
import { measureRooms } from './rooms.mjs';
import { formatBoardFanout, measureBoardFanout } from './academy-board.mjs';
import { formatTusUpload, measureTusUpload, measureTusUploadOnBucket } from './tus-upload.mjs';

const PARTS = [
  'pages',
  'lighthouse',
  'api',
  'pdf',
  'classroom',
  'live',
  'files',
  'uploads',
  // Issue 12, digest part.
  'digest',
  // staff-desk (issue 12)
  'desk',
  // Issue 13: the Academy.
  'academy',
  // Issue 16: plans and billing.
  'billing',
  // Issue 17: safe chat.
  'chat',
  // Issue 18: writing rooms.
  'rooms',
];
/** Parts measured on the built server with a fresh database; pdf renders from the sources. */
const SERVER_PARTS = ['pages', 'lighthouse', 'api', 'uploads'];
const RESULTS_DIR = join(ROOT, 'bench-results');

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const parts = new Set(only ? only.split(',').map((part) => part.trim()) : PARTS);
for (const part of parts) {
  if (!PARTS.includes(part)) {
    console.error(`Unknown part "${part}" in --only (choose from ${PARTS.join(', ')}).`);
    process.exit(2);
  }
}

/** @type {{ kill: () => void } | null} */
let chrome = null;
const cleanUp = async () => {
  chrome?.kill();
  chrome = null;
  await stopAll();
};
// Ctrl-C or a kill: stop the servers and Chromium before leaving; a crash still kills them.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers and Chromium…`);
    void cleanUp().finally(() => process.exit(130));
  });
}
process.on('exit', () => {
  chrome?.kill();
  killAllSync();
});

const started = new Date();
const step = (text) => console.log(`▶ ${text}`);

try {
  const needsServer = SERVER_PARTS.some((part) => parts.has(part));
  const build = needsServer || parts.has('classroom') || parts.has('files') ? prepareBuild() : null;
  // The list the build prerenders (react-router.config.ts imports the same constant). It is
  // read from the TypeScript source itself, compiled by esbuild on the fly: a regex over the
  // file would break on the first refactor, and listing build/client/**/index.html would
  // also pick up the 404 page and miss a page whose prerender silently went missing.
  const { PATHS, PRERENDERED_PATHS } = await importTs(join(ROOT, 'common/routes.ts'));
  const chromiumPath = parts.has('lighthouse') ? ensureChromium() : null;

  const summary = {
    startedAt: started.toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      node: process.version,
    },
    build,
    budgets: {
      homeFirstLoadJsGzipBytes: HOME_FIRST_LOAD_JS_GZIP_BYTES,
      lighthouseMinScores: LIGHTHOUSE_MIN_SCORES,
      storeApiP99Ms: STORE_API_P99_MS,
      signedInGetP99Ms: SIGNED_IN_GET_P99_MS,
      signInHashShareMin: SIGN_IN_HASH_SHARE_MIN,
      orderPdfMs: ORDER_PDF_MS,
      classroom: CLASSROOM_BUDGETS,
      liveIdleQueriesPerSecond: LIVE_IDLE_QUERIES_PER_SECOND,
      familyDigest: FAMILY_DIGEST_BUDGETS,
      deskSearchP95Ms: DESK_SEARCH_P95_MS,
      academyP95Ms: ACADEMY_P95_MS,
      billing: BILLING_BUDGETS,
      chat: CHAT_BUDGETS,
      rooms: ROOMS_BUDGETS,
    },
  };
  const sections = [];
  let server = null;
  if (needsServer && build) {
    step('Starting the built server with a fresh database');
    server = await startLectioServer(build, { prepare: seedDemoDatabase });
  }

  if (parts.has('pages') && server) {
    step(`Page weight of ${PRERENDERED_PATHS.length} public pages`);
    const pages = await measurePages(server.url, PRERENDERED_PATHS);
    summary.pages = pages;
    sections.push(formatPageWeights(pages, PATHS.home));
  }

  if (parts.has('lighthouse') && chromiumPath && server) {
    const version = chromiumVersion(chromiumPath);
    chrome = await launchChromium(chromiumPath);
    const pages = PRERENDERED_PATHS.map((path) => ({ path, url: new URL(path, server.url).href }));
    const results = await runLighthouse(chrome, pages, {
      resultsDir: RESULTS_DIR,
      onPage: (path, index) => step(`Lighthouse ${index + 1}/${pages.length}: ${path}`),
    });
    chrome.kill();
    chrome = null;
    summary.lighthouse = { chromium: version, pages: results };
    sections.push(formatLighthouse(results, version));
  }

  if (parts.has('api') && server) {
    const credentials = await demoTeacherCredentials();
    const hasher = await serverPasswordCheck(credentials.password);
    step('Starting the bare Fastify reference');
    const bare = await startBareFastify();
    const api = await measureApi({
      bareUrl: bare.url,
      lectioUrl: server.url,
      extras: [
        {
          name: 'sign-in',
          run: (baseUrl) => measureSignIn({ baseUrl, credentials, hasher, pid: server.pid }),
        },
      ],
      onTarget: (name) => step(`API load: ${name}`),
      barePid: bare.pid,
      lectioPid: server.pid,
    });
    await bare.stop();
    const { extras, ...rest } = api;
    summary.api = rest;
    summary.signIn = extras['sign-in'];
    sections.push(formatApi(api), formatSignIn(summary.signIn));
  }
  if (parts.has('uploads') && server) {
    step('Uploads: a 200 MB tus upload in 32 MiB PATCHes, then in one');
    summary.uploads = await measureTusUpload({
      baseUrl: server.url,
      credentials: await demoTeacherCredentials(),
    });
    sections.push(formatTusUpload(summary.uploads));
    step('Uploads: the same upload with its bytes in an S3 bucket (s3rver)');
    summary.uploadsOnBucket = await measureTusUploadOnBucket(build);
    sections.push(formatTusUpload(summary.uploadsOnBucket, 'S3 bucket (s3rver on loopback)'));
  }
  await server?.stop();

  if (parts.has('pdf')) {
    step('Order PDF: a 30-student class book, 5 renders, each in a fresh process');
    summary.orderPdf = await measureOrderPdf({ children: 40, runs: 5 });
    sections.push(formatOrderPdf(summary.orderPdf));
  }

  if (parts.has('classroom') && build) {
    step('Classroom: filling a fresh database with 500 classes and 150,000 pieces of writing');
    const classroomServer = await startLectioServer(build, {
      prepare: (databaseUrl) =>
        seedClassroom(databaseUrl, { onProgress: (text) => step(`Classroom data: ${text}`) }),
    }).catch((error) => {
      // The data is migrated with the sources' migrations, the server runs the build's.
      if (error instanceof SetupError && /migration \S+ is missing/.test(error.message)) {
        throw new SetupError(
          `${error.message}\nThe build is older than the sources' migrations: rebuild it.`,
        );
      }
      throw error;
    });
    summary.classroom = await measureClassroom({
      baseUrl: classroomServer.url,
      pid: classroomServer.pid,
      fixture: classroomServer.prepared,
      onStep: step,
    });
    await classroomServer.stop();
    sections.push(formatClassroom(summary.classroom));
  }
  if (parts.has('live')) {
    step('Live: 1,000 idle live class views, counting database queries');
    summary.liveIdle = {
      ...(await measureIdleLive({ onStep: step })),
      budget: LIVE_IDLE_QUERIES_PER_SECOND,
    };
    sections.push(formatLiveIdle(summary.liveIdle));
  }
  if (parts.has('files') && build) {
    summary.fileDownload = await measureFileDownload(build, { onStep: step });
    sections.push(formatFileDownload(summary.fileDownload));
  }
  // Issue 12, digest part.
  if (parts.has('digest')) {
    step('Digest: the weekly family digest of 10,000 linked parents');
    summary.familyDigest = {
      ...(await measureFamilyDigest({ onStep: step })),
      budget: FAMILY_DIGEST_BUDGETS,
    };
    sections.push(formatFamilyDigest(summary.familyDigest));
  }
  // staff-desk (issue 12)
  if (parts.has('desk')) {
    step('Desk: 100,000 orders, the staff search API');
    summary.desk = await measureDesk({ onStep: step });
    sections.push(formatDesk(summary.desk));
  }
  if (parts.has('academy')) {
    step('Academy: 2,000 participants and 50,000 reflections, the instructor calls');
    summary.academy = await measureAcademy({ onStep: step });
    sections.push(formatAcademy(summary.academy));
    step('Academy: board post fan-out to 200 open viewers');
    summary.academyBoardFanout = await measureBoardFanout({ onStep: step });
    sections.push(formatBoardFanout(summary.academyBoardFanout));
  }
  if (parts.has('billing')) {
    step('Billing: 2,000 accounts and 150,000 students, the recount and the seat gate');
    summary.billing = await measureBilling({ onStep: step });
    sections.push(formatBilling(summary.billing));
  }
  if (parts.has('chat')) {
    step('Chat: a class announcement to 100 open live streams, and the list over 200,000 messages');
    summary.chat = await measureChat({ onStep: step });
    sections.push(formatChat(summary.chat));
  }
  if (parts.has('rooms')) {
    step('Rooms: 30 writing rooms of 4 students typing, on one instance and across two');
    summary.rooms = await measureRooms({ onStep: step });
    sections.push(formatRooms(summary.rooms));
  }
  const finished = new Date();
  summary.finishedAt = finished.toISOString();
  summary.durationSeconds = Math.round((finished.getTime() - started.getTime()) / 1000);
  const file = writeSummary(RESULTS_DIR, summary);

  console.log(`\n${sections.join('\n\n')}\n`);
  const reports = summary.lighthouse
    ? ' and the Lighthouse reports (lighthouse-*.json) beside it'
    : '';
  console.log(`Full results: ${file}${reports}. The run took ${summary.durationSeconds} s.`);
} catch (error) {
  const known = error instanceof BuildError || error instanceof SetupError;
  console.error(known ? `Bench stopped: ${error.message}` : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}

/** Which build to measure: BUILD_DIR / SERVER_BUNDLE as given, else the default, built if stale. */
function prepareBuild() {
  const custom = process.env.BUILD_DIR || process.env.SERVER_BUNDLE;
  if (!custom) ensureBuilt();
  const build = {
    clientDir: resolve(ROOT, process.env.BUILD_DIR ?? 'build', 'client'),
    serverBundle: resolve(ROOT, process.env.SERVER_BUNDLE ?? 'dist/server/main.js'),
    rebuiltIfStale: !custom,
  };
  for (const path of [build.clientDir, build.serverBundle]) {
    if (!existsSync(path)) throw new SetupError(`${path} is missing: build it first.`);
  }
  return build;
}

function chromiumVersion(path) {
  try {
    // Debian's wrapper script prints shell noise on stderr; only stdout matters.
    return execFileSync(path, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return path;
  }
}
