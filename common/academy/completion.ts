import { AWAITING_REVIEW_STATUSES, type ReflectionStatus } from './reflections';

/**
 * The course's completion rule (issue 13, point 12): the one place that decides whether a
 * participant has finished a course and so earns its certificate, and what is left otherwise.
 * The server issues the certificate from it; the course home shows its remainder.
 */

/** One lesson of the course as the rule sees it, for one participant. */
export interface CompletionLesson {
  completed: boolean;
  /** Whether the lesson asks for a reflection (it has prompts). */
  hasPrompts: boolean;
  /** The participant's reflection on it, or null when there is none. */
  reflectionStatus: ReflectionStatus | null;
}

export interface CompletionState {
  complete: boolean;
  totalLessons: number;
  /** Lessons that must count: ceil(percent of the total), at least one. */
  neededLessons: number;
  /** Completed lessons whose reflection, when they ask for one, is accepted. */
  countedLessons: number;
  /** Lessons still to complete beyond those waiting on a reflection. */
  lessonsToComplete: number;
  /** Completed lessons whose reflection waits for the instructor's feedback. */
  reflectionsWaiting: number;
  /** Reflections returned to the participant to revise. */
  reflectionsReturned: number;
}

/** Whether a completed lesson counts toward the percentage: its reflection, if any, accepted. */
export function lessonCounts(lesson: CompletionLesson): boolean {
  return lesson.completed && (!lesson.hasPrompts || lesson.reflectionStatus === 'accepted');
}

/**
 * Complete when the counted lessons reach `completionPercent` of the course's lessons,
 * rounded up (so 50 % of 3 lessons is 2, never 1.5 rounded down to 1). A course with no
 * lessons is never complete: there would be nothing the certificate could attest.
 */
export function completionState(
  completionPercent: number,
  lessons: readonly CompletionLesson[],
): CompletionState {
  const totalLessons = lessons.length;
  const percent = Math.min(100, Math.max(1, Math.round(completionPercent)));
  // Integer arithmetic: ceil(total × percent / 100) without floating-point surprises.
  const neededLessons = totalLessons === 0 ? 0 : Math.ceil((totalLessons * percent) / 100);
  const countedLessons = lessons.filter(lessonCounts).length;
  const withPrompts = lessons.filter((lesson) => lesson.hasPrompts);
  const reflectionsWaiting = withPrompts.filter(
    (lesson) =>
      lesson.reflectionStatus !== null &&
      AWAITING_REVIEW_STATUSES.includes(lesson.reflectionStatus),
  ).length;
  const reflectionsReturned = withPrompts.filter(
    (lesson) => lesson.reflectionStatus === 'returned',
  ).length;
  const shortfall = Math.max(0, neededLessons - countedLessons);
  return {
    complete: totalLessons > 0 && countedLessons >= neededLessons,
    totalLessons,
    neededLessons,
    countedLessons,
    // Lessons with a reflection under review or returned are on their way: not "more lessons".
    lessonsToComplete: Math.max(0, shortfall - reflectionsWaiting - reflectionsReturned),
    reflectionsWaiting,
    reflectionsReturned,
  };
}
