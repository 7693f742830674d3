// Types for api-throughput.mjs, so its unit test (TypeScript) can import it.
export interface Endpoint {
  name: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  p99BudgetMs?: number;
  setup?: (baseUrl: string) => Promise<{ headers?: Record<string, string>; body?: string }>;
  /** Each request from its own client address (X-Forwarded-For), for per-IP limits. */
  distinctClients?: boolean;
}
export interface Load {
  connections: number;
  warmupSeconds: number;
  peakSeconds: number;
  latencySeconds: number;
}
export interface Failures {
  errors: number;
  timeouts: number;
  non2xx: number;
}
export interface EndpointResult {
  name: string;
  peakRps: number;
  halfRate: number;
  steadyRps: number;
  latencyMs: { p50: number | null; p99: number | null; max: number | null };
  /** How late the bench sent the steady run's requests against their schedule. */
  scheduleLateMs: { p99: number | null; max: number | null };
  /** Server CPU time (all threads) per request of the steady run; null when unreadable. */
  serverCpuMsPerRequest: number | null;
  p99BudgetMs: number | null;
  failures: { peak: Failures; steady: Failures };
}
export interface ApiResult {
  load: Load;
  bare: EndpointResult;
  /** Peak of the bare route measured again after the endpoints (a busy-machine check). */
  bareAgainRps: number;
  endpoints: (EndpointResult & { ratioToBare: number | null })[];
  /** Results of the `extras` runs, by name. */
  extras: Record<string, unknown>;
}
export interface Extra {
  name: string;
  run: (lectioUrl: string) => Promise<unknown>;
}
/** One autocannon run: its result and the latency (ms) of every 2xx answer. */
export interface CannonRun {
  result: {
    duration: number;
    requests: { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  latencies: number[];
}

export const API_ENDPOINTS: Endpoint[];
export const BARE_ENDPOINT: Endpoint;
export const LOAD: Load;
export function percentile(values: number[], p: number): number | null;
export function clientAddress(index: number): string;
export function measureEndpoint(
  baseUrl: string,
  endpoint: Endpoint,
  load?: Load,
  pid?: number,
): Promise<EndpointResult>;
export function measureApi(options: {
  bareUrl: string;
  lectioUrl: string;
  endpoints?: Endpoint[];
  load?: Load;
  extras?: Extra[];
  onTarget?: (name: string) => void;
  barePid?: number;
  lectioPid?: number;
}): Promise<ApiResult>;
export function cannon(options: Record<string, unknown>): Promise<CannonRun>;
export function ratePerSecond(result: CannonRun['result']): number;
export function failuresOf(result: CannonRun['result']): Failures;
