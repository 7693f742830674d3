// Types for budgets.mjs, so the unit tests (TypeScript) can import it.
export const HOME_FIRST_LOAD_JS_GZIP_BYTES: number;
export const LIGHTHOUSE_MIN_SCORES: Record<
  'performance' | 'accessibility' | 'best-practices' | 'seo',
  number
>;
export const STORE_API_P99_MS: number;
export const SIGNED_IN_GET_P99_MS: number;
export const SIGN_IN_HASH_SHARE_MIN: number;
export const ORDER_PDF_MS: number;
export const CLASSROOM_BUDGETS: {
  dashboardP95Ms: number;
  classViewP95Ms: number;
  gradebookP95Ms: number;
  portfolioP95Ms: number;
  notificationFanOutMs: number;
  autosaveP99Ms: number;
  liveDeliveryP95Ms: number;
};
// Issue 12, digest part.
export const FAMILY_DIGEST_BUDGETS: { totalMs: number; heapGrowthBytes: number };
export const DESK_SEARCH_P95_MS: number;
export const ACADEMY_P95_MS: number;
export const BILLING_BUDGETS: { recountMs: number; recountHeapMb: number; crossingP95Ms: number };
export const CHAT_BUDGETS: { fanOutP95Ms: number; listP95Ms: number };
