import { describe, expect, it } from 'vitest';
import { dueInWords, isLate } from './due-words';

// Wednesday 11 March 2026, mid-morning local time.
const WEDNESDAY = new Date(2026, 2, 11, 10, 30);

describe('due dates in words', () => {
  it('says today and tomorrow', () => {
    expect(dueInWords('2026-03-11', WEDNESDAY)).toBe('Due today');
    expect(dueInWords('2026-03-12', WEDNESDAY)).toBe('Due tomorrow');
  });

  it('names a day later this week', () => {
    expect(dueInWords('2026-03-13', WEDNESDAY)).toBe('Due Friday');
    expect(dueInWords('2026-03-14', WEDNESDAY)).toBe('Due Saturday');
  });

  it('counts days from next week on, then gives the date', () => {
    expect(dueInWords('2026-03-16', WEDNESDAY)).toBe('Due in 5 days');
    expect(dueInWords('2026-03-24', WEDNESDAY)).toBe('Due in 13 days');
    expect(dueInWords('2026-03-25', WEDNESDAY)).toBe('Due Mar 25');
  });

  it('says how late work is', () => {
    expect(dueInWords('2026-03-10', WEDNESDAY)).toBe('1 day late');
    expect(dueInWords('2026-03-09', WEDNESDAY)).toBe('2 days late');
    expect(isLate('2026-03-10', WEDNESDAY)).toBe(true);
    expect(isLate('2026-03-11', WEDNESDAY)).toBe(false);
  });

  it('counts calendar days, late at night and across a month end', () => {
    const lateNight = new Date(2026, 2, 31, 23, 59);
    expect(dueInWords('2026-04-01', lateNight)).toBe('Due tomorrow');
    expect(dueInWords('2026-03-31', new Date(2026, 2, 31, 0, 0))).toBe('Due today');
  });

  it('on a Saturday, tomorrow is still tomorrow and Monday is in 2 days', () => {
    const saturday = new Date(2026, 2, 14, 9);
    expect(dueInWords('2026-03-15', saturday)).toBe('Due tomorrow');
    expect(dueInWords('2026-03-16', saturday)).toBe('Due in 2 days');
  });
});
