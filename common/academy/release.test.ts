import { describe, expect, it } from 'vitest';
import {
  courseReleaseStates,
  releaseState,
  withinChapter,
  type OutlineChapter,
  type ReleaseContext,
  type ReleaseItem,
} from './release';
import {
  completionReady,
  continueLessonId,
  nextUnlockAt,
  progressPercent,
  type LessonPlace,
} from './progress';

const SECOND = 1000;
const item = (fields: Partial<ReleaseItem> = {}): ReleaseItem => ({
  id: 'item',
  releaseMode: 'immediate',
  releaseDate: null,
  releaseDays: null,
  requiresPrevious: false,
  ...fields,
});
const context = (fields: Partial<ReleaseContext> = {}): ReleaseContext => ({
  joinedAt: '2026-11-01T09:30:00.000Z',
  now: new Date('2026-11-20T12:00:00.000Z'),
  unlockedItemIds: new Set(),
  previousCompleted: true,
  ...fields,
});

describe('releaseState', () => {
  it('opens an immediate item at once', () => {
    expect(releaseState(item(), context())).toEqual({ open: true });
  });

  describe('on a date, from 00:00 UTC of that day', () => {
    const onDecember3 = item({ releaseMode: 'date', releaseDate: '2026-12-03' });
    const opening = new Date('2026-12-03T00:00:00.000Z').getTime();

    it('is closed one second before, saying when it opens', () => {
      expect(releaseState(onDecember3, context({ now: new Date(opening - SECOND) }))).toEqual({
        open: false,
        opensAt: '2026-12-03T00:00:00.000Z',
      });
    });

    it('is open at the second it opens and after', () => {
      expect(releaseState(onDecember3, context({ now: new Date(opening) })).open).toBe(true);
      expect(releaseState(onDecember3, context({ now: new Date(opening + SECOND) })).open).toBe(
        true,
      );
    });
  });

  describe('N days after the participant joined', () => {
    const afterSevenDays = item({ releaseMode: 'afterJoin', releaseDays: 7 });
    const joinedAt = '2026-11-01T09:30:00.000Z';
    const opening = new Date('2026-11-08T09:30:00.000Z').getTime();

    it('counts from the moment of joining', () => {
      expect(
        releaseState(afterSevenDays, context({ joinedAt, now: new Date(opening - SECOND) })),
      ).toEqual({ open: false, opensAt: '2026-11-08T09:30:00.000Z' });
      expect(
        releaseState(afterSevenDays, context({ joinedAt, now: new Date(opening + SECOND) })).open,
      ).toBe(true);
    });

    it('opens later for someone who joined later', () => {
      const later = context({ joinedAt: '2026-11-05T00:00:00.000Z', now: new Date(opening) });
      expect(releaseState(afterSevenDays, later)).toEqual({
        open: false,
        opensAt: '2026-11-12T00:00:00.000Z',
      });
    });
  });

  it('waits for the previous lesson when it requires it, and opens once it is completed', () => {
    const next = item({ requiresPrevious: true });
    expect(releaseState(next, context({ previousCompleted: false }))).toEqual({
      open: false,
      waitsFor: 'previous',
    });
    expect(releaseState(next, context({ previousCompleted: true }))).toEqual({ open: true });
  });

  it('reports both a date and the wait when both keep it closed', () => {
    const both = item({ releaseMode: 'date', releaseDate: '2027-01-01', requiresPrevious: true });
    expect(releaseState(both, context({ previousCompleted: false }))).toEqual({
      open: false,
      opensAt: '2027-01-01T00:00:00.000Z',
      waitsFor: 'previous',
    });
  });

  it('opens an item an instructor unlocked for the participant, whatever its rule', () => {
    const locked = item({
      id: 'lesson-9',
      releaseMode: 'date',
      releaseDate: '2030-01-01',
      requiresPrevious: true,
    });
    const unlocked = context({ unlockedItemIds: new Set(['lesson-9']), previousCompleted: false });
    expect(releaseState(locked, unlocked)).toEqual({ open: true });
    expect(releaseState(locked, context({ unlockedItemIds: new Set(['other']) })).open).toBe(false);
  });
});

describe('withinChapter', () => {
  const closed = { open: false, opensAt: '2026-12-03T00:00:00.000Z' };
  it('keeps an open lesson of a closed chapter closed, with the chapter’s date', () => {
    expect(withinChapter(closed, { open: true }, false)).toEqual(closed);
  });
  it('reports the later of two dates', () => {
    expect(
      withinChapter(closed, { open: false, opensAt: '2026-12-10T00:00:00.000Z' }, false).opensAt,
    ).toBe('2026-12-10T00:00:00.000Z');
  });
  it('opens a lesson unlocked for the participant even in a closed chapter', () => {
    expect(withinChapter(closed, { open: true }, true)).toEqual({ open: true });
  });
});

describe('courseReleaseStates', () => {
  const chapters: OutlineChapter[] = [
    {
      ...item({ id: 'c1' }),
      lessons: [item({ id: 'l1' }), item({ id: 'l2', requiresPrevious: true })],
    },
    {
      ...item({ id: 'c2', releaseMode: 'date', releaseDate: '2026-12-03' }),
      lessons: [item({ id: 'l3' })],
    },
    { ...item({ id: 'c3', requiresPrevious: true }), lessons: [item({ id: 'l4' })] },
  ];
  const states = (completed: string[], unlocked: string[] = []) =>
    courseReleaseStates(chapters, {
      joinedAt: '2026-11-01T00:00:00.000Z',
      now: new Date('2026-11-20T12:00:00.000Z'),
      unlockedItemIds: new Set(unlocked),
      completedLessonIds: new Set(completed),
    });

  it('gates a lesson by the one before it in course order', () => {
    expect(states([]).get('l2')).toEqual({ open: false, waitsFor: 'previous' });
    expect(states(['l1']).get('l2')).toEqual({ open: true });
  });

  it('closes every lesson of a chapter that has not opened', () => {
    expect(states(['l1', 'l2']).get('l3')).toEqual({
      open: false,
      opensAt: '2026-12-03T00:00:00.000Z',
    });
  });

  it("gates a chapter by the previous chapter's last lesson", () => {
    expect(states(['l1', 'l2']).get('c3')).toEqual({ open: false, waitsFor: 'previous' });
    expect(states(['l1', 'l2']).get('l4')).toEqual({ open: false, waitsFor: 'previous' });
    expect(states(['l3']).get('l4')).toEqual({ open: true });
  });

  it('opens a chapter an instructor unlocked, and its lessons with it', () => {
    const unlocked = states([], ['c2']);
    expect(unlocked.get('c2')).toEqual({ open: true });
    expect(unlocked.get('l3')).toEqual({ open: true });
  });
});

describe('progress', () => {
  it('is completed lessons over all lessons, rounded down', () => {
    expect(progressPercent(0, 8)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(3, 3)).toBe(100);
    expect(progressPercent(0, 0)).toBe(0);
  });

  const place = (id: string, fields: Partial<LessonPlace> = {}): LessonPlace => ({
    id,
    state: { open: true },
    completed: false,
    lastViewedAt: null,
    ...fields,
  });

  it('continues at the unfinished open lesson viewed last', () => {
    expect(
      continueLessonId([
        place('a', { completed: true, lastViewedAt: '2026-11-20T10:00:00Z' }),
        place('b', { lastViewedAt: '2026-11-18T10:00:00Z' }),
        place('c', { lastViewedAt: '2026-11-19T10:00:00Z' }),
        place('d'),
      ]),
    ).toBe('c');
  });

  it('else at the first unfinished open lesson; none when all are done or closed', () => {
    expect(continueLessonId([place('a', { completed: true }), place('b'), place('c')])).toBe('b');
    expect(
      continueLessonId([
        place('a', { completed: true }),
        place('b', { state: { open: false, waitsFor: 'previous' } }),
      ]),
    ).toBeNull();
  });

  it('gives the earliest date a closed item opens', () => {
    expect(
      nextUnlockAt([
        { open: true },
        { open: false, opensAt: '2026-12-10T00:00:00.000Z' },
        { open: false, waitsFor: 'previous' },
        { open: false, opensAt: '2026-12-03T00:00:00.000Z' },
      ]),
    ).toBe('2026-12-03T00:00:00.000Z');
    expect(nextUnlockAt([{ open: true }])).toBeNull();
  });

  it('needs 90 % of a tracked video watched before a lesson completes', () => {
    expect(completionReady({ hasTrackedVideo: false, videoWatched: 0 })).toBe(true);
    expect(completionReady({ hasTrackedVideo: true, videoWatched: 899 })).toBe(false);
    expect(completionReady({ hasTrackedVideo: true, videoWatched: 900 })).toBe(true);
  });
});
