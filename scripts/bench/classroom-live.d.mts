// Types for classroom-live.mjs, so the unit tests (TypeScript) can import it.
export interface SseEvent {
  event: string;
  id: string | null;
  data: string;
}
export function sseReader(): { push(text: string): SseEvent[] };
export interface Save {
  projectId: string;
  updatedAt: string;
  answeredAt: number;
  /** When the save was sent (performance.now()), for the whole-way delay. */
  sentAt?: number;
}
export interface LiveEvent {
  projectId: string;
  updatedAt: string;
  at: number;
}
export function deliveryDelays(
  saves: Save[],
  events: LiveEvent[],
): { delays: number[]; fromSent: number[]; missed: number };
export function openLiveStream(
  url: string,
  cookie: string,
): Promise<{ events: LiveEvent[]; close: () => void }>;
export interface LiveResult {
  students: number;
  saves: number;
  failures: number;
  missed: number;
  delayMs: { p50: number | null; p95: number | null; max: number | null };
  fromSentMs: { p50: number | null; p95: number | null; max: number | null };
  saveLatencyMs: { p50: number | null; p95: number | null; p99: number | null };
}
export function measureLiveDelivery(options: {
  liveUrl: string;
  teacherCookie: string;
  students: { cookie: string; url: string }[];
  draft: (student: number, save: number) => string;
  headers: Record<string, string>;
  seconds: number;
  everyMs: number;
  settleMs: number;
}): Promise<LiveResult>;
export function openEventStream(
  url: string,
  cookie: string,
): Promise<{ next(name: string, timeoutMs: number): Promise<number | null>; close: () => void }>;
