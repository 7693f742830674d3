import { describe, expect, it } from 'vitest';
import { benchReflectionStatus, measureAcademy, type AcademyFigures } from './academy.mjs';
import { formatAcademy } from './report.mjs';

const lineOf = (text: string, start: string) =>
  text.split('\n').find((line) => line.trimStart().startsWith(start)) ?? '';

describe('the Academy bench', () => {
  it('seeds a tenth of the reflections waiting for review', () => {
    const statuses = Array.from({ length: 2_000 }, (_, index) => benchReflectionStatus(index));
    const waiting = statuses.filter((status) => status === 'submitted' || status === 'resubmitted');
    expect(waiting.length).toBe(300);
    expect(statuses.filter((status) => status === 'accepted').length).toBe(1_600);
  });

  it('measures every instructor call on a small course, each answering 200', async () => {
    const figures = await measureAcademy({
      load: { participants: 30, lessons: 6, warmup: 1, runs: 3 },
    });
    expect(figures.reflections).toBe(180);
    expect(figures.calls.map((call) => call.name)).toContain('Review queue, oldest first');
    for (const call of figures.calls) {
      expect(call.p95Ms, call.name).toBeGreaterThan(0);
      expect(call.bytes, call.name).toBeGreaterThan(50);
    }
  }, 60_000);

  it('prints each call with p50/p95/max, the p95 against 50 ms', () => {
    const academy: AcademyFigures = {
      participants: 2_000,
      reflections: 50_000,
      lessons: 25,
      runs: 200,
      calls: [
        { name: 'Review queue', url: '/q', bytes: 2048, p50Ms: 3, p95Ms: 4.5, maxMs: 9 },
        { name: 'Dashboard', url: '/d', bytes: 1024, p50Ms: 30, p95Ms: 50, maxMs: 80 },
      ],
    };
    const text = formatAcademy(academy);
    expect(text).toContain('2,000 participants and 50,000 reflections, 200 calls each');
    expect(lineOf(text, 'Review queue')).toMatch(/2\.0\s+3\.0\s+4\.5\s+9\.0\s+✔ < 50$/);
    expect(lineOf(text, 'Dashboard')).toMatch(/1\.0\s+30\.0\s+50\.0\s+80\.0\s+✖ < 50$/);
  });
});
