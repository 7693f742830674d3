import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../lib/tokens';
import { dueWeek, FAMILY_DIGEST, lastClosedWeek } from './week';

/** 2030-06-09 is a Sunday: its week closes at 17:00 UTC. */
const t = (iso: string) => new Date(`${iso}Z`);

describe('the family digest week', () => {
  it('closes on Sunday at 17:00 UTC and covers the seven days before', () => {
    const week = lastClosedWeek(t('2030-06-09T17:00:00.000'));
    expect(week).toMatchObject({
      week: '2030-06-09',
      from: '2030-06-02T17:00:00.000Z',
      to: '2030-06-09T17:00:00.000Z',
    });
  });

  it('is still the previous week one millisecond before the closing time', () => {
    expect(lastClosedWeek(t('2030-06-09T16:59:59.999')).week).toBe('2030-06-02');
    // Any other day of the week belongs to the week that closed the Sunday before.
    expect(lastClosedWeek(t('2030-06-15T23:59:59.999')).week).toBe('2030-06-09');
    expect(lastClosedWeek(t('2030-06-10T00:00:00.000')).week).toBe('2030-06-09');
    // Across a month and a year.
    expect(lastClosedWeek(t('2030-12-31T12:00:00.000')).week).toBe('2030-12-29');
    expect(lastClosedWeek(t('2031-01-05T17:00:00.000')).week).toBe('2031-01-05');
  });

  it('is due from the closing time for a day, then not any more', () => {
    expect(dueWeek(t('2030-06-09T16:59:59.999'))).toBeNull();
    expect(dueWeek(t('2030-06-09T17:00:00.000'))?.week).toBe('2030-06-09');
    const last = new Date(t('2030-06-09T17:00:00.000').getTime() + FAMILY_DIGEST.sendWithinMs - 1);
    expect(dueWeek(last)?.week).toBe('2030-06-09');
    expect(FAMILY_DIGEST.sendWithinMs).toBe(DAY_MS);
    expect(dueWeek(new Date(last.getTime() + 1))).toBeNull();
  });
});
