// Types for classroom.mjs, so the unit tests (TypeScript) can import it.
import type { Failures } from './api-throughput.mjs';
import type { LiveResult } from './classroom-live.mjs';
import type { ClassroomFixture } from './classroom-seed.mjs';
import type { FanOutResult } from './notification-fanout.mjs';

export interface ClassroomLoad {
  probeSeconds: number;
  probeConnections: number;
  readShareOfPeak: number;
  readMaxRate: number;
  readSeconds: number;
  readConnections: number;
  saveEveryMs: number;
  autosaveSeconds: number;
  liveSeconds: number;
  liveSettleMs: number;
  fanOutTimeoutMs: number;
  signInConcurrency: number;
}
export const CLASSROOM_LOAD: ClassroomLoad;
export function pacedRate(peakRps: number, share: number, max: number): number;
export function inBatches<T, R>(
  items: T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]>;
export interface ReadTarget {
  key: string;
  name: string;
  path: string;
  budgetMs: number;
}
export function readTargets(
  api: {
    CLASSROOM_API: { classes: string; class(id: string): string; students(id: string): string };
    ACTIVITIES_API: { base: string };
    PROJECTS_API: { classProjects(classId: string, activityId: string): string };
    OVERVIEW_API?: {
      dashboard: string;
      gradebook(classId: string): string;
      gradebookCsv(classId: string): string;
    };
  },
  klass: { id: string; activityId: string },
  gradebookClass?: { id: string; students: number; assignments: number },
): ReadTarget[];
export function portfolioTarget(
  api: { STUDENT_HOME_API: { portfolio: string } },
  student: { username: string; pieces: number },
): ReadTarget;
export interface Latencies {
  p50: number | null;
  p95: number | null;
  p99: number | null;
  max: number | null;
}
export interface ReadResult extends ReadTarget {
  peakRps: number;
  rate: number;
  steadyRps: number;
  latencyMs: Latencies;
  scheduleLateMs: { p99: number | null; max: number | null };
  serverCpuMsPerRequest: number | null;
  failures: { probe: Failures; steady: Failures };
}
export interface AutosaveResult {
  writers: number;
  everyMs: number;
  rate: number;
  seconds: number;
  steadyRps: number;
  latencyMs: Latencies;
  scheduleLateMs: { p99: number | null; max: number | null };
  serverCpuMsPerRequest: number | null;
  failures: Failures;
  budgetMs: number;
}
export interface ClassroomResult {
  dataset: ClassroomFixture['totals'] & { seedSeconds: number; databaseBytes: number | null };
  load: ClassroomLoad;
  reads: ReadResult[];
  autosave: AutosaveResult;
  live: LiveResult & { seconds: number; budgetMs: number };
  /** Absent from results measured before the fan-out part existed. */
  fanOut?: FanOutResult & { budgetMs: number };
}
export function measureClassroom(options: {
  baseUrl: string;
  pid?: number;
  fixture: ClassroomFixture;
  load?: ClassroomLoad;
  onStep?: (text: string) => void;
}): Promise<ClassroomResult>;
