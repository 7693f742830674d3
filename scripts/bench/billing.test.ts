import { describe, expect, it } from 'vitest';
import type { BillingFigures } from './billing.mjs';
import { formatBilling } from './report.mjs';

const lineOf = (text: string, start: string) =>
  text.split('\n').find((line) => line.trimStart().startsWith(start)) ?? '';

describe('formatBilling', () => {
  const billing: BillingFigures = {
    accounts: 2_000,
    students: 150_000,
    enrolments: 165_000,
    runs: 200,
    recount: { accounts: 2_000, ms: 4_321, heapPeakMb: 40.2 },
    crossing: [
      { name: 'Add a sixth', status: 402, p50Ms: 3.2, p95Ms: 6.04, maxMs: 12 },
      { name: 'Approve past five', status: 200, p50Ms: 20, p95Ms: 50, maxMs: 70 },
    ],
  };

  it('prints the recount against 30 s and its heap, and each call’s p95 against 50 ms', () => {
    const text = formatBilling(billing);
    expect(text).toContain('2,000 accounts, 150,000 students in 165,000 enrolments');
    expect(lineOf(text, 'Nightly recount')).toContain('4.32 s ✔ < 30000 ms');
    // 40.2 MB is over the 32 MB the recount may grow by.
    expect(lineOf(text, 'Nightly recount')).toContain('40.2 MB ✖ < 32 MB');
    expect(lineOf(text, 'Add a sixth')).toMatch(/402\s+3\.2\s+6\.0\s+12\.0\s+✔ < 50$/);
    // 50 ms is not under 50 ms.
    expect(lineOf(text, 'Approve past five')).toMatch(/200\s+20\.0\s+50\.0\s+70\.0\s+✖ < 50$/);
  });
});
