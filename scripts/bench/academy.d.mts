// Types for academy.mjs, so the unit tests (TypeScript) can import it.
export interface AcademyCallFigure {
  name: string;
  url: string;
  bytes: number;
  p50Ms: number | null;
  p95Ms: number | null;
  maxMs: number;
}
export interface AcademyFigures {
  participants: number;
  reflections: number;
  lessons: number;
  runs: number;
  calls: AcademyCallFigure[];
}
export const ACADEMY_LOAD: {
  participants: number;
  lessons: number;
  warmup: number;
  runs: number;
};
export function benchReflectionStatus(index: number): string;
export function measureAcademy(options?: {
  load?: typeof ACADEMY_LOAD;
  onStep?: (text: string) => void;
}): Promise<AcademyFigures>;
