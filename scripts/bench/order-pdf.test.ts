import { describe, expect, it } from 'vitest';
import { classBookInput, measureOrderPdf } from './order-pdf.mjs';

describe('the class book PDF benchmark', () => {
  it('builds a class book of three activities with a piece per child on each', () => {
    const picture = Buffer.from('picture');
    const input = classBookInput(4, picture);
    expect(input.sections).toHaveLength(3);
    expect(input.sections.every((section) => section.image === picture)).toBe(true);
    expect(input.sections[0]?.pieces).toHaveLength(4);
    expect(new Set(input.sections.flatMap((s) => s.pieces.map((p) => p.author))).size).toBe(4);
  });

  it('renders in fresh processes and reports time, pages, size and peak memory', async () => {
    const result = await measureOrderPdf({ children: 2, runs: 2 });
    expect(result.runs).toBe(2);
    expect(result.medianMs).toBeGreaterThan(0);
    expect(result.maxMs).toBeGreaterThanOrEqual(result.medianMs);
    // Cover, dedication, contents and a page per section at least.
    expect(result.pages).toBeGreaterThanOrEqual(6);
    // The pictures are embedded.
    expect(result.bytes).toBeGreaterThan(30_000);
    expect(result.peakRssBytes).toBeGreaterThan(10 * 1024 * 1024);
  }, 60_000);
});
