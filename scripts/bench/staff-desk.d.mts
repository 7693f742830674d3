// Types for staff-desk.mjs, so the unit tests (TypeScript) can import it.
export interface DeskSearchFigure {
  name: string;
  query: string;
  found: number;
  p50Ms: number | null;
  p95Ms: number | null;
  maxMs: number;
}
export interface DeskFigures {
  orders: number;
  schools: number;
  runs: number;
  searches: DeskSearchFigure[];
}
export const DESK_LOAD: {
  orders: number;
  schools: number;
  booksPerSchool: number;
  warmup: number;
  runs: number;
};
export function bookCode(index: number): string;
export function measureDesk(options?: {
  load?: typeof DESK_LOAD;
  onStep?: (text: string) => void;
}): Promise<DeskFigures>;
