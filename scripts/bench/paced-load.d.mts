// Types for paced-load.mjs, so its unit test (TypeScript) can import it.
import type { Failures } from './api-throughput.mjs';

export function dueCount(elapsedMs: number, rate: number, total: number): number;
export function requestBytes(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
): Buffer;
export function responseReader(): { push(chunk: Buffer): number[] };
export interface RequestPart {
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}
export interface PacedRun {
  rate: number;
  sent: number;
  achievedRps: number;
  latencies: number[];
  lateMs: { p99: number | null; max: number | null };
  failures: Failures;
}
export function pacedLoad(options: {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  rate: number;
  seconds: number;
  connections?: number;
  headersFor?: (index: number) => Record<string, string>;
  /** Request j's own path, headers and body; it goes out on connection j mod connections. */
  requestFor?: (index: number) => RequestPart;
}): Promise<PacedRun>;
