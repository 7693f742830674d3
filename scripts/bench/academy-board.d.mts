// Types for academy-board.mjs, so the unit tests (TypeScript) can import it.
export interface BoardFanoutFigures {
  viewers: number;
  connectMs: number;
  postAnsweredMs: number;
  firstMs: number;
  p50Ms: number;
  lastMs: number;
  budgetMs: number;
}
export const BOARD_LOAD: { threads: number; repliesPerThread: number; viewers: number };
export const BOARD_FANOUT_BUDGET_MS: number;
export function seedBoard(
  db: unknown,
  seeded: { courseId: string; lessonIds: string[]; userIds: string[] },
  load?: typeof BOARD_LOAD,
): Promise<{ threadId: string }>;
export function boardCalls(seeded: {
  courseId: string;
  lessonIds: string[];
  threadId: string;
}): { name: string; url: string; asParticipant?: boolean }[];
export function measureBoardFanout(options?: {
  viewers?: number;
  onStep?: (text: string) => void;
}): Promise<BoardFanoutFigures>;
export function formatBoardFanout(figures: BoardFanoutFigures): string;
