import { describe, expect, it } from 'vitest';
import { classBookInput, measureOrderPdf } from './order-pdf.mjs';

describe('the order PDF benchmark', () => {
  it('builds a class book with three pieces per child', () => {
    const input = classBookInput(4);
    expect(input.books).toHaveLength(1);
    expect(input.books[0]?.copies).toBe(4);
    expect(input.books[0]?.pieces).toHaveLength(12);
    expect(new Set(input.books[0]?.pieces.map((piece) => piece.author)).size).toBe(4);
  });

  it('renders in fresh processes and reports time, pages, size and peak memory', async () => {
    const result = await measureOrderPdf({ children: 2, runs: 2 });
    expect(result.runs).toBe(2);
    expect(result.medianMs).toBeGreaterThan(0);
    expect(result.maxMs).toBeGreaterThanOrEqual(result.medianMs);
    // A cover and at least one page per child.
    expect(result.pages).toBeGreaterThanOrEqual(3);
    expect(result.bytes).toBeGreaterThan(1000);
    expect(result.peakRssBytes).toBeGreaterThan(10 * 1024 * 1024);
  }, 60_000);
});
