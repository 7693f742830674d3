import { describe, expect, it } from 'vitest';
import { formatDesk } from './report.mjs';
import { bookCode, type DeskFigures } from './staff-desk.mjs';

const lineOf = (text: string, start: string) =>
  text.split('\n').find((line) => line.trimStart().startsWith(start)) ?? '';

describe('formatDesk', () => {
  const desk: DeskFigures = {
    orders: 100_000,
    schools: 200,
    runs: 200,
    searches: [
      { name: 'By order number', query: 'q=LB-1', found: 1, p50Ms: 1.24, p95Ms: 2.5, maxMs: 9 },
      { name: 'By school name', query: 'q=x', found: 1234, p50Ms: 30, p95Ms: 50, maxMs: 80 },
    ],
  };

  it('prints each search with its matches and p50/p95/max, the p95 against 50 ms', () => {
    const text = formatDesk(desk);
    expect(text).toContain('100,000 orders in 200 schools, 200 calls each');
    expect(lineOf(text, 'By order number')).toMatch(/1\s+1\.2\s+2\.5\s+9\.0\s+✔ < 50$/);
    // 50 ms is not under 50 ms.
    expect(lineOf(text, 'By school name')).toMatch(/1,234\s+30\.0\s+50\.0\s+80\.0\s+✖ < 50$/);
  });
});

describe('bookCode', () => {
  it('gives each of the bench’s books a different five-letter store code', () => {
    const codes = Array.from({ length: 400 }, (_, index) => bookCode(index));
    expect(new Set(codes).size).toBe(400);
    expect(codes.every((code) => /^[2-9A-HJKMNP-Z]{5}$/.test(code))).toBe(true);
  });
});
