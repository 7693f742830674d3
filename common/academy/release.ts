import type { ReleaseMode } from './courses';

/**
 * When a chapter or lesson opens for one participant (issue 13, point 7): pure, so the server
 * (which enforces it) and the tests (with a controlled clock) share one rule.
 *
 * - 'immediate': open. 'date': from 00:00 UTC of `releaseDate`. 'afterJoin': `releaseDays`
 *   days after the participant joined.
 * - `requiresPrevious`: the previous lesson in course order must be completed first.
 * - An instructor's unlock (course_unlocks) opens the item for that participant regardless.
 * - A lesson is open only if its chapter is open and it is open itself.
 */
export interface ReleaseRule {
  releaseMode: ReleaseMode;
  /** 'date': the day (YYYY-MM-DD) it opens. */
  releaseDate: string | null;
  /** 'afterJoin': days after joining. */
  releaseDays: number | null;
  requiresPrevious: boolean;
}

export interface ReleaseItem extends ReleaseRule {
  id: string;
}

export interface ReleaseContext {
  /** When the participant's membership became active (null: not known, counts from now). */
  joinedAt: string | null;
  now: Date;
  /** Chapters and lessons an instructor opened for this participant. */
  unlockedItemIds: ReadonlySet<string>;
  /** Whether the lesson before this item in course order is completed (true when none). */
  previousCompleted: boolean;
}

export interface ReleaseState {
  open: boolean;
  /** When a date or days rule opens it (ISO), if that is what keeps it closed. */
  opensAt?: string;
  /** It waits for the previous lesson to be completed. */
  waitsFor?: 'previous';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment a date or days rule opens the item, or null when it has no such rule. */
export function opensAtOf(rule: ReleaseRule, joinedAt: string | null, now: Date): Date | null {
  if (rule.releaseMode === 'date' && rule.releaseDate) {
    return new Date(`${rule.releaseDate}T00:00:00.000Z`);
  }
  if (rule.releaseMode === 'afterJoin' && rule.releaseDays !== null) {
    const start = joinedAt ? new Date(joinedAt).getTime() : now.getTime();
    return new Date(start + rule.releaseDays * DAY_MS);
  }
  return null;
}

/** One item's own state (a lesson's chapter is combined by `lessonReleaseState`). */
export function releaseState(item: ReleaseItem, context: ReleaseContext): ReleaseState {
  if (context.unlockedItemIds.has(item.id)) return { open: true };
  const opensAt = opensAtOf(item, context.joinedAt, context.now);
  const timeOpen = !opensAt || opensAt.getTime() <= context.now.getTime();
  const previousOpen = !item.requiresPrevious || context.previousCompleted;
  if (timeOpen && previousOpen) return { open: true };
  return {
    open: false,
    ...(timeOpen ? {} : { opensAt: opensAt!.toISOString() }),
    ...(previousOpen ? {} : { waitsFor: 'previous' as const }),
  };
}

/**
 * A lesson's state from its chapter's and its own: open only if both are open. Unlocking the
 * lesson opens it whatever its chapter says; what stays closed reports the later date and the
 * wait, so "Opens …" is never too early.
 */
export function withinChapter(
  chapter: ReleaseState,
  lesson: ReleaseState,
  lessonUnlocked: boolean,
): ReleaseState {
  if (lessonUnlocked || (chapter.open && lesson.open)) return { open: true };
  const opensAt = [chapter.opensAt, lesson.opensAt]
    .filter((date): date is string => !!date)
    .sort()
    .at(-1);
  const waitsFor = chapter.waitsFor ?? lesson.waitsFor;
  return { open: false, ...(opensAt ? { opensAt } : {}), ...(waitsFor ? { waitsFor } : {}) };
}

export interface OutlineChapter extends ReleaseItem {
  lessons: readonly ReleaseItem[];
}

export interface CourseReleaseContext {
  joinedAt: string | null;
  now: Date;
  unlockedItemIds: ReadonlySet<string>;
  completedLessonIds: ReadonlySet<string>;
}

/**
 * Every chapter's and lesson's state, by id, in course order. An item's "previous lesson" is
 * the lesson just before it in the course (for a chapter: the last lesson of the chapters
 * before it); the first lesson of the course has none.
 */
export function courseReleaseStates(
  chapters: readonly OutlineChapter[],
  context: CourseReleaseContext,
): Map<string, ReleaseState> {
  const states = new Map<string, ReleaseState>();
  let previousLessonId: string | null = null;
  const at = (): ReleaseContext => ({
    joinedAt: context.joinedAt,
    now: context.now,
    unlockedItemIds: context.unlockedItemIds,
    previousCompleted:
      previousLessonId === null || context.completedLessonIds.has(previousLessonId),
  });
  for (const chapter of chapters) {
    const chapterState = releaseState(chapter, at());
    states.set(chapter.id, chapterState);
    for (const lesson of chapter.lessons) {
      const own = releaseState(lesson, at());
      states.set(
        lesson.id,
        withinChapter(chapterState, own, context.unlockedItemIds.has(lesson.id)),
      );
      previousLessonId = lesson.id;
    }
  }
  return states;
}
