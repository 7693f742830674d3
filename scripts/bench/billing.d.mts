// Types for billing.mjs, so the unit tests (TypeScript) can import it.
export interface BillingCallFigure {
  name: string;
  status: number;
  p50Ms: number | null;
  p95Ms: number | null;
  maxMs: number;
}
export interface BillingFigures {
  accounts: number;
  students: number;
  enrolments: number;
  runs: number;
  recount: { accounts: number; ms: number; heapPeakMb: number };
  crossing: BillingCallFigure[];
}
export const BILLING_LOAD: {
  accounts: number;
  students: number;
  classesPerAccount: number;
  sharedEvery: number;
  warmup: number;
  runs: number;
};
export function measureBilling(options?: {
  load?: typeof BILLING_LOAD;
  onStep?: (text: string) => void;
}): Promise<BillingFigures>;
