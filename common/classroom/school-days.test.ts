import { describe, expect, it } from 'vitest';
import {
  dayEndsAt,
  dayStartsAt,
  formatSchoolDay,
  hasOpened,
  isLateHandIn,
  isPastDue,
  isUpcoming,
} from './school-days';
import { progressOf } from './progress';

const at = (iso: string) => new Date(iso);

describe('school days: a dated day covers every time zone', () => {
  it('begins at midnight in UTC+14 and ends at midnight after it in UTC−12', () => {
    expect(new Date(dayStartsAt('2026-11-18')).toISOString()).toBe('2026-11-17T10:00:00.000Z');
    expect(new Date(dayEndsAt('2026-11-18')).toISOString()).toBe('2026-11-19T12:00:00.000Z');
    expect(Number.isNaN(dayEndsAt('18/11/2026'))).toBe(true);
  });

  it('a hand-in is late only after the due day is over everywhere', () => {
    expect(isLateHandIn('2026-11-19T12:00:00.000Z', '2026-11-18')).toBe(false);
    expect(isLateHandIn('2026-11-19T12:00:00.001Z', '2026-11-18')).toBe(true);
    expect(isLateHandIn(null, '2026-11-18')).toBe(false);
    expect(isLateHandIn('2030-01-01T00:00:00.000Z', null)).toBe(false);
  });

  it('an activity opens as soon as its day has begun somewhere', () => {
    expect(hasOpened(null, at('2000-01-01T00:00:00Z'))).toBe(true);
    expect(hasOpened('2026-11-23', at('2026-11-22T09:59:59.999Z'))).toBe(false);
    expect(hasOpened('2026-11-23', at('2026-11-22T10:00:00.000Z'))).toBe(true);
  });

  it('upcoming: not over yet and beginning within the next 14 days; past due after its end', () => {
    const now = at('2026-11-20T15:00:00Z');
    expect(isUpcoming('2026-11-19', now)).toBe(false);
    expect(isUpcoming('2026-11-20', now)).toBe(true);
    // 5 December has begun in UTC+14 by 14 days from now (4 December, 15:00 UTC).
    expect(isUpcoming('2026-12-05', now)).toBe(true);
    expect(isUpcoming('2026-12-06', now)).toBe(false);
    expect(isPastDue('2026-11-19', now)).toBe(true);
    expect(isPastDue('2026-11-20', now)).toBe(false);
    expect(isPastDue(null, now)).toBe(false);
  });

  it('writes the day the same in every reader’s time zone', () => {
    expect(formatSchoolDay('2026-11-27')).toBe('Fri, Nov 27');
    expect(formatSchoolDay('not a day')).toBe('not a day');
  });
});

describe('progressOf', () => {
  it('derives the state from the project', () => {
    const project = { status: 'active' as const, submittedAt: null, wordCount: 0 };
    expect(progressOf(null)).toBe('not_started');
    expect(progressOf(project)).toBe('not_started');
    expect(progressOf({ ...project, wordCount: 3 })).toBe('writing');
    expect(progressOf({ ...project, submittedAt: '2026-11-19T10:00:00Z' })).toBe('handed_in');
    expect(progressOf({ ...project, status: 'returned', submittedAt: 'x' })).toBe('returned');
    expect(progressOf({ ...project, status: 'approved', submittedAt: 'x' })).toBe('approved');
    expect(progressOf({ ...project, status: 'archived' })).toBe('archived');
  });
});
