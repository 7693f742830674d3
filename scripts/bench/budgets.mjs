// The budgets of GUIDE §7 that `npm run bench` compares its figures with. They are shown next
// to the figures; the bench never fails on them.

/** "Home first-load JS ≤ 100 KB gzip", in bytes (kB = 1000 bytes, as Vite's build prints). */
export const HOME_FIRST_LOAD_JS_GZIP_BYTES = 100_000;

/** Minimum Lighthouse score (0–100) per category on every public page. */
export const LIGHTHOUSE_MIN_SCORES = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

/** p99 latency at half of the measured peak throughput, on the store endpoints. */
export const STORE_API_P99_MS = 25;
