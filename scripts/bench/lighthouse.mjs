// Lighthouse on each public page with its default mobile emulation (formFactor "mobile",
// simulated slow-4G and 4x CPU throttling), in Debian's Chromium. One browser serves every
// page; Lighthouse opens a fresh tab and clears storage for each run. Lighthouse and
// chrome-launcher are imported when first used: they are large, and the summary functions
// here are used without them (report, tests).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LIGHTHOUSE_MIN_SCORES } from './budgets.mjs';

/** The four categories measured, in the order they are printed. */
export const CATEGORIES = Object.keys(LIGHTHOUSE_MIN_SCORES);

const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Metrics shown per page: Lighthouse audit id → short label. */
export const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
};

/** Categories whose every failing audit is listed (their budget is 100). */
const LISTED_CATEGORIES = ['accessibility', 'best-practices', 'seo'];
const UNSCORED = new Set(['notApplicable', 'informative', 'manual', 'error']);

/**
 * Scores (0–100), metrics and failing audits of one Lighthouse result.
 * @param {import('lighthouse').Result} lhr
 */
export function summarizeLighthouse(lhr) {
  /** @type {Record<string, number | null>} */
  const scores = {};
  for (const id of CATEGORIES) {
    const score = lhr.categories[id]?.score;
    scores[id] = typeof score === 'number' ? Math.round(score * 100) : null;
  }
  /** @type {Record<string, { value: number | null, display: string }>} */
  const metrics = {};
  for (const [id, label] of Object.entries(METRICS)) {
    const audit = lhr.audits[id];
    metrics[label] = {
      value: typeof audit?.numericValue === 'number' ? audit.numericValue : null,
      display: audit?.displayValue ?? '—',
    };
  }
  const failing = [];
  for (const category of LISTED_CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || UNSCORED.has(audit.scoreDisplayMode)) continue;
      if (typeof audit.score === 'number' && audit.score < 1) {
        failing.push({
          category,
          id: ref.id,
          title: audit.title,
          score: audit.score,
          ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
          ...(audit.explanation ? { explanation: audit.explanation } : {}),
          ...affected(audit.details),
        });
      }
    }
  }
  return {
    scores,
    metrics,
    failing,
    warnings: [...(lhr.runWarnings ?? []), ...(lhr.runtimeError ? [lhr.runtimeError.message] : [])],
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

/** Up to three of the elements (or URLs) an audit found at fault, and how many there are. */
function affected(details) {
  const items = details && 'items' in details && Array.isArray(details.items) ? details.items : [];
  const names = items
    .map((item) => item?.node?.selector ?? item?.node?.snippet ?? item?.source?.url ?? item?.url)
    .filter((name) => typeof name === 'string' && name.length > 0);
  return names.length > 0 ? { affected: names.slice(0, 3), affectedCount: names.length } : {};
}

/** Starts Chromium for Lighthouse; the caller must call kill() (run.mjs does, in finally). */
export async function launchChromium(chromePath) {
  const chromeLauncher = await import('chrome-launcher');
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
    // run.mjs handles Ctrl-C itself: it stops the servers too.
    handleSIGINT: false,
  });
}

/**
 * Runs Lighthouse on each URL in turn and writes each full report into `resultsDir` (see
 * reportFileName), after removing the reports of an earlier run.
 * @param {{ port: number }} chrome a launched Chromium
 * @param {{ path: string, url: string }[]} pages
 * @param {{ resultsDir: string, onPage?: (path: string, index: number) => void }} options
 */
export async function runLighthouse(chrome, pages, { resultsDir, onPage = () => {} }) {
  const { default: lighthouse } = await import('lighthouse');
  mkdirSync(resultsDir, { recursive: true });
  // Reports of an earlier run (perhaps of a page that no longer exists) would mislead.
  for (const name of readdirSync(resultsDir)) {
    if (/^lighthouse-.*\.json$/.test(name)) rmSync(join(resultsDir, name));
  }
  const results = [];
  for (const [index, page] of pages.entries()) {
    onPage(page.path, index);
    let runnerResult = await runOnce(lighthouse, chrome, page.url);
    // A busy machine sometimes spoils the trace (NO_NAVSTART, NO_FCP): one more try.
    if (runnerResult.lhr.runtimeError) runnerResult = await runOnce(lighthouse, chrome, page.url);
    const report = reportFileName(page.path);
    writeFileSync(join(resultsDir, report), String(runnerResult.report));
    results.push({
      path: page.path,
      url: page.url,
      report,
      ...summarizeLighthouse(runnerResult.lhr),
    });
  }
  return results;
}

async function runOnce(lighthouse, chrome, url) {
  const runnerResult = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    disableFullPageScreenshot: true,
  });
  if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${url}`);
  return runnerResult;
}

/** '/' → lighthouse-index.json, '/parishes+institutions' → lighthouse-parishes-institutions.json */
export function reportFileName(path) {
  const slug = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-+|-+$/g, '');
  return `lighthouse-${slug || 'index'}.json`;
}
