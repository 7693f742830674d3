// Types for live-idle.mjs, so the unit tests (TypeScript) can import it.
export interface LiveIdleLoad {
  streams: number;
  classesPerTeacher: number;
  windowSeconds: number;
  settleSeconds: number;
}
export const LIVE_IDLE_LOAD: LiveIdleLoad;
export interface LiveIdleResult {
  streams: number;
  teachers: number;
  channel: string;
  windowSeconds: number;
  queries: number;
  queriesPerSecond: number;
  stillOpen: number;
}
export function perSecond(queries: number, ms: number): number;
export function measureIdleLive(options?: {
  load?: LiveIdleLoad;
  onStep?: (text: string) => void;
}): Promise<LiveIdleResult>;
