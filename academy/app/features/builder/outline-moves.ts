/**
 * Moving chapters and lessons in the outline, as pure steps the keyboard and drag and drop
 * share: the outline is the chapters' ids, each with its lessons' ids, in order.
 */
export interface OutlineChapter {
  id: string;
  lessonIds: string[];
}
export type Outline = OutlineChapter[];

/** The chapter moved by `delta` places (clamped at the ends). */
export function moveChapter(outline: Outline, chapterId: string, delta: number): Outline {
  const from = outline.findIndex((chapter) => chapter.id === chapterId);
  if (from === -1) return outline;
  const to = Math.max(0, Math.min(outline.length - 1, from + delta));
  if (to === from) return outline;
  const next = [...outline];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** Where a lesson is: its chapter's index and its own. */
export function findLesson(outline: Outline, lessonId: string) {
  for (const [chapterIndex, chapter] of outline.entries()) {
    const index = chapter.lessonIds.indexOf(lessonId);
    if (index !== -1) return { chapterIndex, index };
  }
  return null;
}

/**
 * The lesson moved one place up (-1) or down (+1). Past the first or last lesson of its
 * chapter it goes to the end of the previous chapter or the start of the next one.
 */
export function moveLesson(outline: Outline, lessonId: string, delta: -1 | 1): Outline {
  const at = findLesson(outline, lessonId);
  if (!at) return outline;
  const next = outline.map((chapter) => ({ ...chapter, lessonIds: [...chapter.lessonIds] }));
  const own = next[at.chapterIndex]!.lessonIds;
  const to = at.index + delta;
  if (to >= 0 && to < own.length) {
    own.splice(at.index, 1);
    own.splice(to, 0, lessonId);
    return next;
  }
  const neighbour = next[at.chapterIndex + delta];
  if (!neighbour) return outline;
  own.splice(at.index, 1);
  if (delta < 0) neighbour.lessonIds.push(lessonId);
  else neighbour.lessonIds.unshift(lessonId);
  return next;
}

/** The lesson placed in a chapter just before another lesson, or at its end (drag and drop). */
export function placeLesson(
  outline: Outline,
  lessonId: string,
  chapterId: string,
  beforeLessonId: string | null,
): Outline {
  if (lessonId === beforeLessonId) return outline;
  const next = outline.map((chapter) => ({
    ...chapter,
    lessonIds: chapter.lessonIds.filter((id) => id !== lessonId),
  }));
  const target = next.find((chapter) => chapter.id === chapterId);
  if (!target) return outline;
  const index = beforeLessonId ? target.lessonIds.indexOf(beforeLessonId) : -1;
  if (index === -1) target.lessonIds.push(lessonId);
  else target.lessonIds.splice(index, 0, lessonId);
  return next;
}

/** The chapter placed just before another (drag and drop). */
export function placeChapter(outline: Outline, chapterId: string, beforeId: string): Outline {
  const from = outline.findIndex((chapter) => chapter.id === chapterId);
  const to = outline.findIndex((chapter) => chapter.id === beforeId);
  if (from === -1 || to === -1 || from === to) return outline;
  return moveChapter(outline, chapterId, to - from);
}

/** Whether two outlines hold the same order. */
export const sameOutline = (a: Outline, b: Outline) => JSON.stringify(a) === JSON.stringify(b);
