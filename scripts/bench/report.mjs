// Turns the bench's figures into plain-text tables for the terminal and into
// bench-results/summary.json. Budgets are shown next to the figures, never enforced.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BILLING_BUDGETS,
  CHAT_BUDGETS,
  DESK_SEARCH_P95_MS,
  ACADEMY_P95_MS,
  HOME_FIRST_LOAD_JS_GZIP_BYTES,
  LIGHTHOUSE_MIN_SCORES,
  ORDER_PDF_MS,
  ROOMS_BUDGETS,
} from './budgets.mjs';

const CATEGORIES = Object.keys(LIGHTHOUSE_MIN_SCORES);

const OVER = '✖';
/** How far apart two measurements of the bare route may be before the run is called noisy. */
const NOISE = 0.15;
const WITHIN = '✔';

/** Bytes as kB (1000 bytes) with one decimal. */
export function kB(bytes) {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/**
 * A plain-text table, two spaces between columns; the first column (names) left-aligned,
 * the others (figures) right-aligned.
 * @param {string[]} headers
 * @param {string[][]} rows
 */
export function table(headers, rows) {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((width) => '─'.repeat(width))), ...rows.map(line)]
    .map((text) => `  ${text}`)
    .join('\n');
}

/**
 * @param {import('./page-weight.mjs').PageWeight[]} pages
 * @param {string} homePath
 */
export function formatPageWeights(pages, homePath) {
  const rows = pages.map((page) => {
    const budget =
      page.path === homePath
        ? `${page.js.gzipBytes <= HOME_FIRST_LOAD_JS_GZIP_BYTES ? WITHIN : OVER} ≤ ${kB(HOME_FIRST_LOAD_JS_GZIP_BYTES)}`
        : '';
    return [
      page.path,
      kB(page.js.gzipBytes),
      String(page.js.files.length),
      kB(page.css.gzipBytes),
      String(page.css.files.length),
      kB(page.html.gzipBytes),
      budget,
    ];
  });
  return [
    'Page weight: first-load JS and CSS, gzip level 9',
    table(['Page', 'JS gz', 'files', 'CSS gz', 'files', 'HTML gz', 'JS budget'], rows),
  ].join('\n');
}

/** A score with a mark when it is below its budget. */
export function scoreCell(category, score) {
  if (score === null) return '—';
  const minimum = LIGHTHOUSE_MIN_SCORES[category] ?? 0;
  return score >= minimum ? String(score) : `${score} ${OVER}`;
}

/**
 * @param {(ReturnType<typeof import('./lighthouse.mjs').summarizeLighthouse> & { path: string })[]} results
 * @param {string} chromium the browser's version line
 */
export function formatLighthouse(results, chromium) {
  const rows = results.map((result) => [
    result.path,
    ...CATEGORIES.map((category) => scoreCell(category, result.scores[category] ?? null)),
    ...['FCP', 'LCP', 'TBT', 'CLS'].map((label) => result.metrics[label]?.display ?? '—'),
  ]);
  const minimums = CATEGORIES.map((category) => LIGHTHOUSE_MIN_SCORES[category]).join(' / ');
  const benchmark = results[0]?.benchmarkIndex;
  const lines = [
    `Lighthouse: mobile emulation, simulated throttling (${chromium}${benchmark ? `, CPU benchmark index ${Math.round(benchmark)}` : ''})`,
    table(['Page', 'Perf', 'A11y', 'Best pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'], rows),
    `  Budgets: ${minimums} (${OVER} marks a score below it).`,
  ];
  const failing = results.flatMap((result) =>
    result.failing.map((audit) => {
      const details = [audit.displayValue, audit.explanation].filter(Boolean).join('; ');
      const more = (audit.affectedCount ?? 0) - (audit.affected?.length ?? 0);
      return [
        `  ${result.path}  [${audit.category}] ${audit.id}: ${audit.title}${details ? ` (${details})` : ''}`,
        ...(audit.affected ?? []).map((name) => `      at ${name}`),
        ...(more > 0 ? [`      and ${more} more`] : []),
      ].join('\n');
    }),
  );
  if (failing.length > 0) {
    lines.push('', 'Failing audits (accessibility, best practices, SEO):', ...failing);
  } else if (results.length > 0) {
    lines.push('  No failing accessibility, best-practices or SEO audits.');
  }
  const warnings = results.flatMap((result) =>
    result.warnings.map((warning) => `  ${result.path}: ${warning}`),
  );
  if (warnings.length > 0) lines.push('', 'Lighthouse warnings:', ...new Set(warnings));
  return lines.join('\n');
}

const ms = (value) => (value === null ? '—' : value.toFixed(2));

/** @param {Awaited<ReturnType<typeof import('./api-throughput.mjs').measureApi>>} api */
export function formatApi(api) {
  const row = (target, ratio) => [
    target.name,
    Math.round(target.peakRps).toLocaleString('en-US'),
    ratio === null ? '—' : ratio.toFixed(2),
    heldRate(target),
    ms(target.latencyMs.p50),
    ms(target.latencyMs.p99),
    target.p99BudgetMs === null
      ? '—'
      : `${target.latencyMs.p99 !== null && target.latencyMs.p99 < target.p99BudgetMs ? WITHIN : OVER} < ${target.p99BudgetMs}`,
    target.serverCpuMsPerRequest == null ? '—' : (target.serverCpuMsPerRequest * 1000).toFixed(0),
    failureText(target.failures),
  ];
  const { load } = api;
  const drift = api.bare.peakRps > 0 ? api.bareAgainRps / api.bare.peakRps - 1 : 0;
  const again = `  Bare Fastify measured again at the end: ${Math.round(api.bareAgainRps).toLocaleString('en-US')} req/s (${drift >= 0 ? '+' : ''}${Math.round(drift * 100)} %).`;
  const busy =
    Math.abs(drift) > NOISE
      ? `  ${OVER} More than ${NOISE * 100} % apart: the machine was busy with something else, so the figures and ratios are unreliable; run again on a quiet machine.`
      : '';
  const targets = [api.bare, ...api.endpoints];
  const late = Math.max(...targets.map((target) => target.scheduleLateMs?.p99 ?? 0));
  const lateNote =
    late > 1
      ? `  ${OVER} The bench process sent its paced requests up to ${late.toFixed(1)} ms late (p99): the machine is busy, latencies include its queueing.`
      : '';
  return [
    `API: peak = autocannon, ${load.connections} connections, ${load.peakSeconds} s. Moderate load = half of each target's own peak, requests evenly spaced (open loop) over ${load.latencySeconds} s; p50/p99 and server CPU per request measured there.`,
    table(
      [
        'Target',
        'Peak req/s',
        'vs bare',
        'Half rate',
        'p50 ms',
        'p99 ms',
        'p99 budget',
        'CPU µs/req',
        'Failures',
      ],
      [row(api.bare, 1), ...api.endpoints.map((endpoint) => row(endpoint, endpoint.ratioToBare))],
    ),
    again,
    busy,
    lateNote,
  ]
    .filter(Boolean)
    .join('\n');
}

/** @param {import('./sign-in.mjs').SignInResult} signIn */
export function formatSignIn(signIn) {
  const { sequential, throughput, hash } = signIn;
  const rate = (value) => value.toFixed(1);
  const row = (label, run) => [
    label,
    rate(run.rps),
    ms(run.latencyMs.p50),
    ms(run.latencyMs.p99),
    ms(run.latencyMs.max),
    failureText({ peak: run.failures, steady: { errors: 0, timeouts: 0, non2xx: 0 } }),
  ];
  const percent = (value) => (value === null ? '—' : `${(value * 100).toFixed(1)} %`);
  const shareMark =
    signIn.share === null ? '' : `${signIn.share >= signIn.shareMin ? WITHIN : OVER} `;
  return [
    `Sign-in: POST /api/auth/login as the demo teacher, ${hash.label}, ${signIn.cores} cores`,
    table(
      ['Load', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'Failures'],
      [
        row('1 connection, one sign-in at a time', sequential),
        row(
          `${throughput.connections} connections, ${signIn.load.throughputSeconds} s`,
          throughput,
        ),
      ],
    ),
    `  Password check alone (verifyPassword in the bench process, ${hash.runs} runs, each between two of those sign-ins): ${ms(hash.meanMs)} ms mean.`,
    ...cpuLines(signIn, percent),
    `  Hash share of a sign-in's latency, alone (${ms(signIn.loginMeanMs)} ms mean): ${signIn.cpu?.share == null ? shareMark : ''}${percent(signIn.share)}${signIn.cpu?.share == null ? ` (target ≥ ${signIn.shareMin * 100} %)` : ''}; the rest of the sign-in, loopback round trip included: ${ms(signIn.remainderMs)} ms.`,
    `  Hash-bound ceiling (${signIn.cores} cores each hashing all the time): ${signIn.hashBoundRps === null ? '—' : rate(signIn.hashBoundRps)} req/s; measured ${rate(throughput.rps)} (${percent(signIn.ofHashBound)}).`,
  ].join('\n');
}

/** The CPU-time share of the hash (the target's figure), when the server's CPU was readable. */
function cpuLines(signIn, percent) {
  const cpu = signIn.cpu;
  if (!cpu || cpu.share === null) return [];
  const mark = cpu.share >= signIn.shareMin ? WITHIN : OVER;
  return [
    `  Hash share of a sign-in's CPU time: ${mark} ${percent(cpu.share)} (target ≥ ${signIn.shareMin * 100} %): hash ${ms(cpu.hashMeanMs)} ms CPU, sign-in ${ms(cpu.loginMeanMs)} ms CPU on the server (all threads, ${cpu.runs} sign-ins), of which ${ms(cpu.eventLoopMeanMs)} ms on its event loop (HTTP, JSON, database: the part that is not the hash).`,
  ];
}

/** The half rate; marked when the server could not keep up with it. */
function heldRate(target) {
  const rate = target.halfRate.toLocaleString('en-US');
  if (target.steadyRps >= target.halfRate * 0.95) return rate;
  return `${rate} ${OVER} held ${Math.round(target.steadyRps).toLocaleString('en-US')}`;
}

function failureText({ peak, steady }) {
  const total = (f) => f.errors + f.timeouts + f.non2xx;
  const count = total(peak) + total(steady);
  if (count === 0) return 'none';
  return `${count} (errors ${peak.errors + steady.errors}, timeouts ${peak.timeouts + steady.timeouts}, non-2xx ${peak.non2xx + steady.non2xx})`;
}

/** "✔ < 50" or "✖ < 50": a figure against a budget it must stay under. */
export function underBudget(value, budget) {
  return `${value !== null && value < budget ? WITHIN : OVER} < ${budget}`;
}

const mb = (bytes) => `${(bytes / 1e6).toFixed(0)} MB`;
const count = (value) => value.toLocaleString('en-US');

/** @param {import('./order-pdf.mjs').OrderPdfFigures} pdf */
export function formatOrderPdf(pdf) {
  return [
    `Class book PDF: ${pdf.children} students, 3 pieces each, 3 activity pictures, ${pdf.runs} renders, each in a fresh Node process`,
    table(
      ['Book', 'median ms', 'max ms', 'budget', 'pages', 'size', 'peak RSS'],
      [
        [
          `${pdf.children} students`,
          pdf.medianMs.toFixed(0),
          pdf.maxMs.toFixed(0),
          underBudget(pdf.medianMs, ORDER_PDF_MS),
          String(pdf.pages),
          kB(pdf.bytes),
          mb(pdf.peakRssBytes),
        ],
      ],
    ),
    '  The budget applies to the median; the time covers resizing the pictures, layout and embedded fonts, not starting Node.',
  ].join('\n');
}

/** @param {import('./file-download.mjs').FileDownloadFigures} figures */
export function formatFileDownload(figures) {
  const ms = (value) => (value == null ? '—' : value.toFixed(1));
  return [
    `File download: a ${(figures.bytes / 1024 / 1024).toFixed(0)} MB private file through its permission-checked route, median of ${figures.runs} runs over loopback`,
    table(
      ['Storage', 'first byte ms', 'of which 302 ms', 'last byte ms', 'MB/s'],
      figures.adapters.map((row) => [
        row.adapter,
        ms(row.firstByteMs),
        ms(row.redirectMs),
        ms(row.totalMs),
        row.megabytesPerSecond.toFixed(0),
      ]),
    ),
    '  The bucket is s3rver on the same machine; a real bucket adds its own network latency.',
  ].join('\n');
}

/** @param {import('./classroom.mjs').ClassroomResult} result */
export function formatClassroom(result) {
  const { dataset, reads, autosave, live, load, fanOut } = result;
  const cpu = (value) => (value == null ? '—' : (value * 1000).toFixed(0));
  const readRow = (read) => [
    read.name,
    `${count(read.rate)} of ${count(Math.round(read.peakRps))}`,
    ms(read.latencyMs.p50),
    ms(read.latencyMs.p95),
    ms(read.latencyMs.p99),
    `p95 ${underBudget(read.latencyMs.p95, read.budgetMs)}`,
    cpu(read.serverCpuMsPerRequest),
    failureText({ peak: read.failures.probe, steady: read.failures.steady }),
  ];
  const none = { errors: 0, timeouts: 0, non2xx: 0 };
  const saveRow = [
    `Autosave PUT, ${autosave.writers} writers`,
    `${count(autosave.rate)}${autosave.steadyRps < autosave.rate * 0.95 ? ` ${OVER} held ${Math.round(autosave.steadyRps)}` : ''}`,
    ms(autosave.latencyMs.p50),
    ms(autosave.latencyMs.p95),
    ms(autosave.latencyMs.p99),
    `p99 ${underBudget(autosave.latencyMs.p99, autosave.budgetMs)}`,
    cpu(autosave.serverCpuMsPerRequest),
    failureText({ peak: none, steady: autosave.failures }),
  ];
  const late = Math.max(...[...reads, autosave].map((target) => target.scheduleLateMs?.p99 ?? 0));
  const lines = [
    `Classroom at scale: ${count(dataset.classes)} classes, ${count(dataset.students)} students, ${count(dataset.projects)} pieces of writing${dataset.gradebookClass ? `, and the gradebook's class of ${dataset.gradebookClass.students} students × ${dataset.gradebookClass.assignments} assignments` : ''} (seeded in ${dataset.seedSeconds.toFixed(0)} s${dataset.databaseBytes ? `, ${mb(dataset.databaseBytes)} SQLite` : ''})`,
    `  Reads as the measured teacher, paced (open loop) at ${load.readShareOfPeak * 100} % of each call's peak for ${load.readSeconds} s; autosaves every ${autosave.everyMs / 1000} s per writer, each writer on its own connection, for ${autosave.seconds} s. Times are answers seen by the client.`,
    table(
      ['Call', 'req/s (of peak)', 'p50 ms', 'p95 ms', 'p99 ms', 'budget', 'CPU µs/req', 'Failures'],
      [...reads.map(readRow), saveRow],
    ),
    `  Live updates: the teacher's live stream open while ${live.students} students of the class save every ${autosave.everyMs / 1000} s for ${live.seconds} s (${live.saves} saves, their PUT p50 ${ms(live.saveLatencyMs.p50)} ms, p99 ${ms(live.saveLatencyMs.p99)} ms).`,
    `  Save answered → event at the teacher: p50 ${ms(live.delayMs.p50)} ms, p95 ${ms(live.delayMs.p95)} ms (${underBudget(live.delayMs.p95, live.budgetMs)}), max ${ms(live.delayMs.max)} ms; ${live.missed === 0 ? 'no save missed' : `${OVER} ${live.missed} saves never arrived`}${live.failures ? `, ${live.failures} saves failed` : ''}.`,
    ...(live.fromSentMs
      ? [
          `  Save sent → event at the teacher (the whole way, the save's own answer time included): p50 ${ms(live.fromSentMs.p50)} ms, p95 ${ms(live.fromSentMs.p95)} ms, max ${ms(live.fromSentMs.max)} ms.`,
        ]
      : []),
    ...(fanOut
      ? [
          `  Notification fan-out: ${fanOut.handIns} hand-ins, one at a time, each to the live bells of ${fanOut.coTeachers} co-teachers (${fanOut.deliveries} deliveries): hand-in sent → bell event p50 ${ms(fanOut.fromSentMs.p50)} ms, p95 ${ms(fanOut.fromSentMs.p95)} ms, max ${ms(fanOut.fromSentMs.max)} ms (${underBudget(fanOut.fromSentMs.max, fanOut.budgetMs)}); after the hand-in's answer p95 ${ms(fanOut.fromAnswerMs.p95)} ms; ${fanOut.missed === 0 ? 'none missed' : `${OVER} ${fanOut.missed} never arrived`}${fanOut.failures ? `, ${OVER} ${fanOut.failures} hand-ins failed` : ''}.`,
        ]
      : []),
  ];
  if (late > 1) {
    lines.push(
      `  ${OVER} The bench process sent its paced requests up to ${late.toFixed(1)} ms late (p99): the machine is busy, latencies include its queueing.`,
    );
  }
  return lines.join('\n');
}

/** @param {import('./live-idle.mjs').LiveIdleResult & { budget: number }} live */
export function formatLiveIdle(live) {
  return [
    `Idle live streams: ${count(live.streams)} teachers' live class views open (${count(live.teachers)} teachers, ${live.channel} channel), nobody writing`,
    `  Database queries over ${live.windowSeconds.toFixed(0)} s: ${count(live.queries)}, ${live.queriesPerSecond.toFixed(2)} per second (${underBudget(live.queriesPerSecond, live.budget)}; polling every 500 ms per stream cost ~2,000)${live.stillOpen === live.streams ? '' : `; ${OVER} only ${count(live.stillOpen)} streams were still open at the end`}.`,
  ].join('\n');
}

// staff-desk (issue 12)
/** @param {import('./staff-desk.mjs').DeskFigures} desk */
export function formatDesk(desk) {
  const ms = (value) => (value == null ? '—' : value.toFixed(1));
  return [
    `Staff desk search: ${count(desk.orders)} orders in ${count(desk.schools)} schools, ${count(desk.runs)} calls each (server time, in process)`,
    table(
      ['Search', 'found', 'p50 ms', 'p95 ms', 'max ms', 'budget'],
      desk.searches.map((search) => [
        search.name,
        count(search.found),
        ms(search.p50Ms),
        ms(search.p95Ms),
        ms(search.maxMs),
        underBudget(search.p95Ms, DESK_SEARCH_P95_MS),
      ]),
    ),
    '  The budget applies to the p95 of each search; each answer is one page of 25 and the total.',
  ].join('\n');
}

/** @param {import('./academy.d.mts').AcademyFigures} academy */
export function formatAcademy(academy) {
  const ms = (value) => (value == null ? '—' : value.toFixed(1));
  return [
    `Academy: one course of ${count(academy.lessons)} lessons, ${count(academy.participants)} participants and ${count(academy.reflections)} reflections, ${count(academy.runs)} calls each (server time, in process)`,
    table(
      ['Call', 'KB', 'p50 ms', 'p95 ms', 'max ms', 'budget'],
      academy.calls.map((call) => [
        call.name,
        (call.bytes / 1024).toFixed(1),
        ms(call.p50Ms),
        ms(call.p95Ms),
        ms(call.maxMs),
        underBudget(call.p95Ms, ACADEMY_P95_MS),
      ]),
    ),
    '  The budget applies to the p95 of each call, made as the course’s instructor on the Academy’s host.',
  ].join('\n');
}

/** Writes the whole run as JSON and returns the file's path. */
export function writeSummary(resultsDir, summary) {
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, 'summary.json');
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
  return file;
}

// Issue 12, digest part.
/**
 * @param {import('./family-digest.mjs').FamilyDigestResult & {
 *   budget: { totalMs: number, heapGrowthBytes: number } }} digest
 */
export function formatFamilyDigest(digest) {
  const seconds = (value) => `${(value / 1000).toFixed(2)} s`;
  const perParent = digest.parents > 0 ? digest.queries / digest.parents : 0;
  return [
    `Weekly family digest: ${count(digest.parents)} linked parents (${count(digest.students)} children, ${count(digest.projects)} pieces of writing), one week of activity`,
    `  Built and written: ${count(digest.emails)} emails and ${count(digest.empty)} quiet families without one, in ${seconds(digest.ms)} (${digest.ms < digest.budget.totalMs ? WITHIN : OVER} < ${seconds(digest.budget.totalMs)}); ${count(digest.queries)} database queries (${perParent.toFixed(2)} per parent)${digest.outbox === digest.emails ? '' : `; ${OVER} the outbox holds ${count(digest.outbox)}`}.`,
    `  Memory: peak RSS ${mb(digest.peakRssBytes)} (${mb(digest.rssBeforeBytes)} before), heap growth ${mb(digest.heapGrowthBytes)} (${digest.heapGrowthBytes < digest.budget.heapGrowthBytes ? WITHIN : OVER} < ${mb(digest.budget.heapGrowthBytes)}).`,
  ].join('\n');
}

/** @param {import('./billing.d.mts').BillingFigures} billing */
export function formatBilling(billing) {
  const ms = (value) => (value == null ? '—' : value.toFixed(1));
  const { recount } = billing;
  return [
    `Billing: ${count(billing.accounts)} accounts, ${count(billing.students)} students in ${count(billing.enrolments)} enrolments (in process)`,
    `  Nightly recount of ${count(recount.accounts)} accounts: ${(recount.ms / 1000).toFixed(2)} s ${underBudget(recount.ms, BILLING_BUDGETS.recountMs)} ms; heap grew by at most ${recount.heapPeakMb.toFixed(1)} MB ${underBudget(recount.heapPeakMb, BILLING_BUDGETS.recountHeapMb)} MB`,
    `  Roster changes that cross five students, ${count(billing.runs)} calls each (server time):`,
    table(
      ['Call', 'status', 'p50 ms', 'p95 ms', 'max ms', 'budget'],
      billing.crossing.map((call) => [
        call.name,
        String(call.status),
        ms(call.p50Ms),
        ms(call.p95Ms),
        ms(call.maxMs),
        underBudget(call.p95Ms, BILLING_BUDGETS.crossingP95Ms),
      ]),
    ),
  ].join('\n');
}

/** Issue 17, point 16. @param {import('./chat.d.mts').ChatFigures} chat */
export function formatChat(chat) {
  const ms = (value) => (value == null ? '—' : value.toFixed(1));
  const { fanOut, list } = chat;
  const row = (name, values, budget = '') => [
    name,
    ms(values.p50),
    ms(values.p95),
    ms(values.max),
    budget,
  ];
  return [
    `Chat fan-out: ${count(fanOut.messages)} class announcements, one at a time, to ${fanOut.students} students and ${fanOut.parents} parents on ${fanOut.listeners} open live streams (SSE over real sockets, one process), timed from the teacher's POST`,
    table(
      ['Time', 'p50 ms', 'p95 ms', 'max ms', 'budget'],
      [
        row(
          'Every stream reached',
          fanOut.allReachedMs,
          underBudget(fanOut.allReachedMs.p95, CHAT_BUDGETS.fanOutP95Ms),
        ),
        row('Each stream', fanOut.fromSentMs),
        row('POST answered', fanOut.sendMs),
      ],
    ),
    `  ${count(fanOut.deliveries)} deliveries, ${fanOut.missed === 0 ? 'none' : `${OVER} ${count(fanOut.missed)}`} missed, ${fanOut.failures === 0 ? 'no' : `${OVER} ${fanOut.failures}`} refused sends; opening the ${fanOut.listeners} streams took ${ms(fanOut.connectMs)} ms.`,
    `Chat list: ${count(list.classes)} classes, ${count(list.conversations)} conversations with ${count(list.members)} members and ${count(list.messages)} messages (seeded in ${(list.seedMs / 1000).toFixed(1)} s), ${count(list.runs)} calls each (server time, in process)`,
    table(
      ['Conversation list', 'shown', 'KB', 'p50 ms', 'p95 ms', 'max ms', 'budget'],
      list.calls.map((call) => [
        call.name,
        String(call.conversations),
        (call.bytes / 1024).toFixed(1),
        ms(call.p50Ms),
        ms(call.p95Ms),
        ms(call.maxMs),
        underBudget(call.p95Ms, CHAT_BUDGETS.listP95Ms),
      ]),
    ),
  ].join('\n');
}

/**
 * Writing rooms (issue 18, point 15): propagation against its budgets, memory per open room,
 * cold loads, and a last line saying PASS or FAIL against the budgets.
 * @param {import('./rooms.mjs').RoomsFigures} rooms
 */
export function formatRooms(rooms) {
  const ms = (value) => (value == null ? '—' : value.toFixed(1));
  const row = (name, spread, budget = null) => [
    name,
    count(spread?.samples ?? 0),
    ms(spread?.p50),
    ms(spread?.p95),
    ms(spread?.max),
    budget === null ? '' : underBudget(spread?.p95 ?? null, budget),
  ];
  const { oneInstance, twoInstances, memory, coldLoad } = rooms;
  const budgets = [
    [
      'one instance',
      oneInstance.propagationMs?.p95 ?? null,
      ROOMS_BUDGETS.propagationP95Ms,
      oneInstance.lost,
    ],
  ];
  const rows = [
    row('One instance (SQLite)', oneInstance.propagationMs, ROOMS_BUDGETS.propagationP95Ms),
  ];
  if (twoInstances) {
    rows.push(
      row(
        'Across two instances (PostgreSQL, Redis)',
        twoInstances.crossMs,
        ROOMS_BUDGETS.crossInstanceP95Ms,
      ),
      row('Within one of the two', twoInstances.sameMs),
    );
    budgets.push([
      'across instances',
      twoInstances.crossMs?.p95 ?? null,
      ROOMS_BUDGETS.crossInstanceP95Ms,
      twoInstances.lost,
    ]);
  }
  const failed = budgets
    .filter(([, p95, budget, lost]) => p95 === null || p95 >= budget || lost > 0)
    .map(([name]) => name);
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
  const lostText = (lost) => (lost === 0 ? 'none' : `${OVER} ${count(lost)}`);
  const busy = (share) => (share === null ? '—' : `${(share * 100).toFixed(0)} %`);
  const servers = (shares) => shares.map(busy).join(' and ');
  return [
    `Writing rooms: ${rooms.rooms} rooms × ${rooms.studentsPerRoom} students typing ${rooms.charsPerSecond} characters a second for ${rooms.typingMs / 1000} s (HocuspocusProvider clients in the bench process, servers in processes of their own); an edit timed from the keystroke to each other student's document`,
    table(['Edit propagation', 'edits', 'p50 ms', 'p95 ms', 'max ms', 'budget'], rows),
    `  Edits lost: ${lostText(oneInstance.lost)} on one instance${twoInstances ? `, ${lostText(twoInstances.lost)} on two` : ''}. Busy while typing: the server's event loop ${servers(oneInstance.serverBusy)}${twoInstances ? ` (on two: ${servers(twoInstances.serverBusy)})` : ''}, the clients' ${busy(oneInstance.clientLoopBusy)}${twoInstances ? ` (${busy(twoInstances.clientLoopBusy)})` : ''}.`,
    ...(twoInstances ? [] : [`  Two instances not measured: ${rooms.skipped}.`]),
    `  Server memory per open room (${memory.rooms} rooms, ${memory.connections} connections, after typing): heap ${kb(memory.heapPerRoomBytes)} (after a full GC), RSS ${kb(memory.rssPerRoomBytes)}; before the rooms opened, heap ${mb(memory.heapBeforeBytes)}, RSS ${mb(memory.rssBeforeBytes)}.`,
    `  Cold load of a room with ${count(coldLoad.updates)} logged updates, connect to in sync (median of ${coldLoad.withState.runs}): stored state and the updates of its margin ${ms(coldLoad.withState.medianMs)} ms, from the log alone ${ms(coldLoad.logOnly.medianMs)} ms; an empty room ${ms(coldLoad.empty.medianMs)} ms.`,
    `  Waiting for a CPU while ready to run (other work on the machine): the server ${servers(oneInstance.serverWaited)}${twoInstances ? ` (on two: ${servers(twoInstances.serverWaited)})` : ''}, the clients ${busy(oneInstance.clientWaited)}${twoInstances ? ` (${busy(twoInstances.clientWaited)})` : ''}; ${rooms.machine.cpus} CPUs, load average ${rooms.machine.loadAverage.toFixed(1)}. Much waiting makes the latencies the machine's, not the rooms'.`,
    `  Rooms: ${failed.length === 0 ? 'PASS, every budget met' : `FAIL (${failed.join(', ')})`}.`,
  ].join('\n');
}
