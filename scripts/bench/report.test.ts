import { describe, expect, it } from 'vitest';
import type { ApiResult, EndpointResult } from './api-throughput.mjs';
import { HOME_FIRST_LOAD_JS_GZIP_BYTES } from './budgets.mjs';
import type { PageWeight } from './page-weight.mjs';
import type { ClassroomResult, ReadResult } from './classroom.mjs';
import {
  formatApi,
  formatClassroom,
  formatFamilyDigest,
  formatLiveIdle,
  formatOrderPdf,
  formatLighthouse,
  formatPageWeights,
  formatSignIn,
  kB,
  scoreCell,
  table,
} from './report.mjs';
import type { SignInResult } from './sign-in.mjs';

const page = (path: string, jsGzipBytes: number): PageWeight => ({
  path,
  url: `http://127.0.0.1:4000${path}`,
  html: { url: path, bytes: 9000, gzipBytes: 2400 },
  js: {
    files: [{ url: 'a.js', bytes: jsGzipBytes * 3, gzipBytes: jsGzipBytes }],
    bytes: jsGzipBytes * 3,
    gzipBytes: jsGzipBytes,
  },
  css: { files: [], bytes: 0, gzipBytes: 0 },
});

const lineOf = (text: string, start: string) =>
  text.split('\n').find((line) => line.trimStart().startsWith(start)) ?? '';

describe('table', () => {
  it('aligns names left and figures right under their headers', () => {
    expect(
      table(
        ['Page', 'JS gz'],
        [
          ['/', '1.0 kB'],
          ['/pricing', '12.5 kB'],
        ],
      ),
    ).toBe(
      [
        '  Page        JS gz',
        '  ────────  ───────',
        '  /          1.0 kB',
        '  /pricing  12.5 kB',
      ].join('\n'),
    );
  });
});

describe('formatPageWeights', () => {
  it('marks the home page against the first-load JS budget, and only the home page', () => {
    const over = formatPageWeights(
      [page('/', HOME_FIRST_LOAD_JS_GZIP_BYTES + 1), page('/about', 500_000)],
      '/',
    );
    expect(lineOf(over, '/ ')).toContain('✖ ≤ 100.0 kB');
    expect(lineOf(over, '/about')).not.toMatch(/[✖✔]/);

    const within = formatPageWeights([page('/', HOME_FIRST_LOAD_JS_GZIP_BYTES)], '/');
    expect(lineOf(within, '/ ')).toContain('✔ ≤ 100.0 kB');
    expect(lineOf(within, '/ ')).toContain(kB(HOME_FIRST_LOAD_JS_GZIP_BYTES));
  });
});

describe('Lighthouse scores', () => {
  it('marks scores below the budget of their category', () => {
    expect(scoreCell('performance', 95)).toBe('95');
    expect(scoreCell('performance', 94)).toBe('94 ✖');
    expect(scoreCell('accessibility', 99)).toBe('99 ✖');
    expect(scoreCell('seo', 100)).toBe('100');
    expect(scoreCell('seo', null)).toBe('—');
  });

  it('prints each failing audit with the elements at fault', () => {
    const text = formatLighthouse(
      [
        {
          path: '/pricing',
          scores: { performance: 97, accessibility: 92, 'best-practices': 100, seo: 100 },
          metrics: { FCP: { value: 1800, display: '1.8 s' } },
          failing: [
            {
              category: 'accessibility',
              id: 'color-contrast',
              title: 'Low contrast',
              score: 0,
              affected: ['a.one', 'a.two', 'a.three'],
              affectedCount: 5,
            },
          ],
          warnings: [],
          benchmarkIndex: 1500,
        },
      ],
      'Chromium 156',
    );
    expect(lineOf(text, '/pricing')).toMatch(/\/pricing\s+97\s+92 ✖\s+100\s+100\s+1\.8 s/);
    expect(text).toContain('/pricing  [accessibility] color-contrast: Low contrast');
    expect(text).toContain('      at a.three\n      and 2 more');
    expect(text).toContain('CPU benchmark index 1500');
  });
});

describe('formatApi', () => {
  const target = (name: string, fields: Partial<EndpointResult>): EndpointResult => ({
    name,
    peakRps: 20_000,
    halfRate: 10_000,
    steadyRps: 10_000,
    latencyMs: { p50: 0.4, p99: 3.5, max: 40 },
    scheduleLateMs: { p99: 0.2, max: 0.9 },
    serverCpuMsPerRequest: null,
    p99BudgetMs: null,
    failures: {
      peak: { errors: 0, timeouts: 0, non2xx: 0 },
      steady: { errors: 0, timeouts: 0, non2xx: 0 },
    },
    ...fields,
  });
  const api: ApiResult = {
    load: { connections: 10, warmupSeconds: 1, peakSeconds: 5, latencySeconds: 5 },
    bare: target('bare Fastify GET /', {}),
    bareAgainRps: 19_000,
    endpoints: [
      {
        ...target('GET /api/store', {
          peakRps: 5000,
          halfRate: 2500,
          steadyRps: 2000,
          p99BudgetMs: 25,
          latencyMs: { p50: 2, p99: 30.5, max: 80 },
        }),
        ratioToBare: 0.25,
      },
      {
        ...target('GET /api/health', {
          peakRps: 8000,
          halfRate: 4000,
          steadyRps: 4000,
          p99BudgetMs: 25,
          serverCpuMsPerRequest: 0.0484,
        }),
        ratioToBare: 0.4,
      },
    ],
    extras: {},
  };
  const text = formatApi(api);

  it('shows peak, ratio to the bare route, half rate, latencies and server CPU', () => {
    expect(lineOf(text, 'bare Fastify')).toMatch(
      /20,000\s+1\.00\s+10,000\s+0\.40\s+3\.50\s+—\s+—\s+none/,
    );
    expect(lineOf(text, 'GET /api/health')).toMatch(
      /8,000\s+0\.40\s+4,000\s+0\.40\s+3\.50\s+✔ < 25\s+48\s+none/,
    );
    // What moderate load means is said with the figures.
    expect(text).toContain('Moderate load = half of each target');
    expect(text).toContain('evenly spaced (open loop) over 5 s');
    expect(text).not.toContain('late (p99)');
  });

  it('warns when the bench process could not keep its own schedule', () => {
    const late = formatApi({
      ...api,
      bare: { ...api.bare, scheduleLateMs: { p99: 12.5, max: 40 } },
    });
    expect(late).toContain('sent its paced requests up to 12.5 ms late (p99)');
  });

  it('says how far the second measurement of the bare route moved, and warns when too far', () => {
    expect(text).toContain('Bare Fastify measured again at the end: 19,000 req/s (-5 %).');
    expect(text).not.toContain('machine was busy');
    const busy = formatApi({ ...api, bareAgainRps: 15_000 });
    expect(busy).toContain('(-25 %)');
    expect(busy).toContain('✖ More than 15 % apart: the machine was busy');
  });

  it('marks a p99 over budget and a half rate the server could not hold', () => {
    expect(lineOf(text, 'GET /api/store')).toContain('2,500 ✖ held 2,000');
    expect(lineOf(text, 'GET /api/store')).toMatch(/30\.50\s+✖ < 25/);
  });
});

describe('formatSignIn', () => {
  const none = { errors: 0, timeouts: 0, non2xx: 0 };
  const result: SignInResult = {
    load: {
      warmupSeconds: 1,
      connections: 4,
      throughputSeconds: 5,
      pairedSeconds: 6,
    },
    cores: 2,
    hash: { label: 'argon2id m=19456,t=2,p=1', runs: 40, meanMs: 30, p50Ms: 29.8 },
    sequential: {
      connections: 1,
      rps: 31.25,
      latencyMs: { p50: 31.9, p99: 35.2, max: 40 },
      failures: none,
    },
    throughput: {
      connections: 4,
      rps: 60,
      latencyMs: { p50: 66, p99: 90.25, max: 120 },
      failures: { errors: 0, timeouts: 0, non2xx: 2 },
    },
    loginMeanMs: 32,
    share: 0.9375,
    remainderMs: 2,
    cpu: {
      runs: 40,
      hashMeanMs: null,
      loginMeanMs: null,
      eventLoopMeanMs: null,
      share: null,
      remainderMs: null,
    },
    shareMin: 0.9,
    hashBoundRps: 66.666,
    ofHashBound: 0.9,
  };

  it('shows both loads, the hash share against its target and the rest of a sign-in', () => {
    const text = formatSignIn(result);
    expect(text).toContain('argon2id m=19456,t=2,p=1, 2 cores');
    expect(lineOf(text, '1 connection')).toMatch(/31\.3\s+31\.90\s+35\.20\s+40\.00\s+none/);
    expect(lineOf(text, '4 connections')).toMatch(/60\.0\s+66\.00\s+90\.25\s+120\.00\s+2 \(/);
    expect(text).toContain('40 runs, each between two of those sign-ins): 30.00 ms mean.');
    expect(text).toContain(
      "Hash share of a sign-in's latency, alone (32.00 ms mean): ✔ 93.8 % (target ≥ 90 %); the rest of the sign-in, loopback round trip included: 2.00 ms.",
    );
    expect(text).toContain('66.7 req/s; measured 60.0 (90.0 %)');
  });

  it('marks a share under the target', () => {
    const text = formatSignIn({ ...result, share: 0.75, remainderMs: 10 });
    expect(text).toContain('✖ 75.0 % (target ≥ 90 %)');
    expect(text).toContain('loopback round trip included: 10.00 ms');
  });

  it('judges the CPU-time share against the target when the server CPU was read', () => {
    const cpu = {
      runs: 40,
      hashMeanMs: 21.5,
      loginMeanMs: 23,
      eventLoopMeanMs: 1.25,
      share: 21.5 / 23,
      remainderMs: 1.5,
    };
    const text = formatSignIn({ ...result, share: 0.8, cpu });
    expect(text).toContain(
      "Hash share of a sign-in's CPU time: ✔ 93.5 % (target ≥ 90 %): hash 21.50 ms CPU, sign-in 23.00 ms CPU on the server (all threads, 40 sign-ins), of which 1.25 ms on its event loop",
    );
    // The latency share is then shown for information, not judged.
    expect(text).toContain("Hash share of a sign-in's latency, alone (32.00 ms mean): 80.0 %;");
    const under = formatSignIn({ ...result, cpu: { ...cpu, share: 0.85 } });
    expect(under).toContain('CPU time: ✖ 85.0 % (target ≥ 90 %)');
  });
});

describe('formatOrderPdf', () => {
  const pdf = {
    children: 40,
    runs: 5,
    medianMs: 1733.4,
    maxMs: 2613,
    pages: 123,
    bytes: 246_000,
    peakRssBytes: 172_000_000,
  };

  it('shows median and max time, pages, size and peak memory, the median against 3 s', () => {
    const text = formatOrderPdf(pdf);
    expect(text).toContain(
      'Class book PDF: 40 students, 3 pieces each, 3 activity pictures, 5 renders',
    );
    expect(lineOf(text, '40 students')).toMatch(
      /1733\s+2613\s+✔ < 3000\s+123\s+246\.0 kB\s+172 MB/,
    );
    expect(lineOf(formatOrderPdf({ ...pdf, medianMs: 3000 }), '40 students')).toContain('✖ < 3000');
  });
});

describe('formatClassroom', () => {
  const none = { errors: 0, timeouts: 0, non2xx: 0 };
  const read = (name: string, p95: number, fields: Partial<ReadResult> = {}): ReadResult => ({
    key: name,
    name,
    path: '/api/x',
    budgetMs: 50,
    peakRps: 1200.4,
    rate: 300,
    steadyRps: 300,
    latencyMs: { p50: 1.2, p95, p99: p95 * 2, max: 90 },
    scheduleLateMs: { p99: 0.3, max: 2 },
    serverCpuMsPerRequest: 0.8123,
    failures: { probe: none, steady: none },
    ...fields,
  });
  const result: ClassroomResult = {
    dataset: {
      teachers: 100,
      classes: 500,
      students: 15_000,
      activities: 1000,
      assignments: 5000,
      projects: 150_000,
      seedSeconds: 18.4,
      databaseBytes: 470_000_000,
    },
    load: {
      probeSeconds: 2,
      probeConnections: 10,
      readShareOfPeak: 0.25,
      readMaxRate: 300,
      readSeconds: 5,
      readConnections: 10,
      saveEveryMs: 2000,
      autosaveSeconds: 15,
      liveSeconds: 20,
      liveSettleMs: 3000,
      fanOutTimeoutMs: 5000,
      signInConcurrency: 4,
    },
    reads: [
      read('Dashboard: class list', 6.5),
      read('Class view: students', 60, {
        failures: { probe: none, steady: { errors: 0, timeouts: 0, non2xx: 3 } },
      }),
    ],
    autosave: {
      writers: 200,
      everyMs: 2000,
      rate: 100,
      seconds: 15,
      steadyRps: 99.8,
      latencyMs: { p50: 1.3, p95: 4.9, p99: 8.96, max: 30 },
      scheduleLateMs: { p99: 0.5, max: 3 },
      serverCpuMsPerRequest: 1.344,
      failures: none,
      budgetMs: 20,
    },
    live: {
      students: 30,
      saves: 300,
      failures: 0,
      missed: 0,
      delayMs: { p50: 248.67, p95: 479.07, max: 494.58 },
      fromSentMs: { p50: 3.1, p95: 7.25, max: 30 },
      saveLatencyMs: { p50: 3.23, p95: 10, p99: 23.25 },
      seconds: 20,
      budgetMs: 2000,
    },
  };

  it('states the data set and marks each figure against its budget', () => {
    const text = formatClassroom(result);
    expect(text).toContain(
      'Classroom at scale: 500 classes, 15,000 students, 150,000 pieces of writing (seeded in 18 s, 470 MB SQLite)',
    );
    expect(lineOf(text, 'Dashboard')).toMatch(
      /300 of 1,200\s+1\.20\s+6\.50\s+13\.00\s+p95 ✔ < 50\s+812\s+none/,
    );
    expect(lineOf(text, 'Class view: students')).toMatch(/p95 ✖ < 50\s+812\s+3 \(/);
    expect(lineOf(text, 'Autosave PUT, 200 writers')).toMatch(
      /100\s+1\.30\s+4\.90\s+8\.96\s+p99 ✔ < 20\s+1344\s+none/,
    );
    expect(text).toContain(
      'Save answered → event at the teacher: p50 248.67 ms, p95 479.07 ms (✔ < 2000), max 494.58 ms; no save missed.',
    );
    expect(text).toContain(
      "Save sent → event at the teacher (the whole way, the save's own answer time included): p50 3.10 ms, p95 7.25 ms, max 30.00 ms.",
    );
    expect(text).not.toContain('late (p99)');
  });

  it('says when saves never reached the teacher, writes were not held or the bench ran late', () => {
    const text = formatClassroom({
      ...result,
      autosave: { ...result.autosave, steadyRps: 80, scheduleLateMs: { p99: 12, max: 40 } },
      live: { ...result.live, missed: 4, delayMs: { p50: 900, p95: 2500, max: 3000 } },
    });
    expect(lineOf(text, 'Autosave')).toContain('100 ✖ held 80');
    expect(text).toContain('p95 2500.00 ms (✖ < 2000)');
    expect(text).toContain('✖ 4 saves never arrived');
    expect(text).toContain('up to 12.0 ms late (p99)');
  });

  it('reports the notification fan-out against its budget, with misses and failures', () => {
    const fanOut = {
      coTeachers: 3,
      handIns: 20,
      deliveries: 60,
      missed: 0,
      failures: 0,
      fromAnswerMs: { p50: 0.4, p95: 1.2, max: 2 },
      fromSentMs: { p50: 6.5, p95: 9.25, max: 14 },
      budgetMs: 1000,
    };
    expect(lineOf(formatClassroom({ ...result, fanOut }), 'Notification fan-out')).toBe(
      "  Notification fan-out: 20 hand-ins, one at a time, each to the live bells of 3 co-teachers (60 deliveries): hand-in sent → bell event p50 6.50 ms, p95 9.25 ms, max 14.00 ms (✔ < 1000); after the hand-in's answer p95 1.20 ms; none missed.",
    );
    const slow = formatClassroom({
      ...result,
      fanOut: { ...fanOut, missed: 2, failures: 1, fromSentMs: { p50: 900, p95: 1100, max: 1500 } },
    });
    expect(lineOf(slow, 'Notification fan-out')).toContain(
      "max 1500.00 ms (✖ < 1000); after the hand-in's answer p95 1.20 ms; ✖ 2 never arrived, ✖ 1 hand-ins failed.",
    );
    expect(formatClassroom(result)).not.toContain('Notification fan-out');
  });
});

describe('formatLiveIdle', () => {
  const live = {
    streams: 1000,
    teachers: 200,
    channel: 'in-process',
    windowSeconds: 60.01,
    queries: 7,
    queriesPerSecond: 0.1166,
    stillOpen: 1000,
    budget: 5,
  };

  it('prints the idle queries per second against the budget', () => {
    const text = formatLiveIdle(live);
    expect(text).toContain(
      "1,000 teachers' live class views open (200 teachers, in-process channel)",
    );
    expect(text).toContain('Database queries over 60 s: 7, 0.12 per second (✔ < 5;');
    expect(text).not.toContain('still open');
  });

  it('marks a load over budget and streams that closed during the window', () => {
    const text = formatLiveIdle({ ...live, queriesPerSecond: 2000, stillOpen: 990 });
    expect(text).toContain('2000.00 per second (✖ < 5;');
    expect(text).toContain('✖ only 990 streams were still open at the end');
  });
});

// Issue 12, digest part.
describe('formatFamilyDigest', () => {
  const digest = {
    parents: 10_000,
    students: 12_500,
    projects: 37_500,
    emails: 9000,
    empty: 1000,
    outbox: 9000,
    ms: 35_021.2,
    queries: 9165,
    rssBeforeBytes: 289_000_000,
    peakRssBytes: 301_000_000,
    heapGrowthBytes: 43_100_000,
    budget: { totalMs: 60_000, heapGrowthBytes: 200_000_000 },
  };

  it('prints the time, the emails and the memory against the budgets', () => {
    const text = formatFamilyDigest(digest);
    expect(text).toContain('10,000 linked parents (12,500 children, 37,500 pieces of writing)');
    expect(text).toContain(
      '9,000 emails and 1,000 quiet families without one, in 35.02 s (✔ < 60.00 s); 9,165 database queries (0.92 per parent).',
    );
    expect(text).toContain('peak RSS 301 MB (289 MB before), heap growth 43 MB (✔ < 200 MB)');
    expect(text).not.toContain('outbox holds');
  });

  it('marks a slow run, a growing heap and emails missing from the outbox', () => {
    const text = formatFamilyDigest({
      ...digest,
      ms: 75_000,
      heapGrowthBytes: 900_000_000,
      outbox: 8990,
    });
    expect(text).toContain('in 75.00 s (✖ < 60.00 s)');
    expect(text).toContain('heap growth 900 MB (✖ < 200 MB)');
    expect(text).toContain('✖ the outbox holds 8,990');
  });
});
