// Types for notification-fanout.mjs, so the unit tests (TypeScript) can import it.
export interface FanOutFigures {
  p50: number;
  p95: number;
  max: number;
}
export interface FanOutResult {
  coTeachers: number;
  handIns: number;
  deliveries: number;
  missed: number;
  failures: number;
  fromAnswerMs: FanOutFigures;
  fromSentMs: FanOutFigures;
}
export function measureFanOut(options: {
  baseUrl: string;
  headers: Record<string, string>;
  studentCookie: string;
  coTeachers: { id: string; cookie: string }[];
  handIns: { writeUrl: string; submitUrl: string; body: string }[];
  liveUrl: (accountId: string) => string;
  timeoutMs: number;
}): Promise<FanOutResult>;
