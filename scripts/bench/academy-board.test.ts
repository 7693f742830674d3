import { describe, expect, it } from 'vitest';
import { formatBoardFanout, measureBoardFanout } from './academy-board.mjs';

describe('the board bench', () => {
  it('delivers one post to every open viewer and times the last one', async () => {
    const figures = await measureBoardFanout({ viewers: 12 });
    expect(figures.viewers).toBe(12);
    expect(figures.firstMs).toBeGreaterThan(0);
    expect(figures.lastMs).toBeGreaterThanOrEqual(figures.p50Ms);
    expect(figures.p50Ms).toBeGreaterThanOrEqual(figures.firstMs);
  }, 60_000);

  it('prints the 200th viewer against the 1 s budget', () => {
    const text = formatBoardFanout({
      viewers: 200,
      connectMs: 900,
      postAnsweredMs: 4,
      firstMs: 5,
      p50Ms: 40,
      lastMs: 1_200,
      budgetMs: 1_000,
    });
    expect(text).toContain('200th viewer 1200.0 ms  ✖ < 1000 ms');
  });
});
