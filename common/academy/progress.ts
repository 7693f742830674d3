import type { ReleaseState } from './release';

/**
 * A participant's progress through a course (issue 13, points 9 and 10): pure rules the
 * server answers with and the tests check.
 */

/** Thousandths of a video watched that complete its lesson: 90 %. */
export const VIDEO_COMPLETE_WATCHED = 900;
/** The whole video, in thousandths. */
export const VIDEO_WATCHED_MAX = 1000;
/** How often the lesson page reports the video's position while it plays. */
export const VIDEO_REPORT_INTERVAL_MS = 10_000;
/** A participant's last activity is written at most this often. */
export const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

/** Completed lessons over all lessons, as a whole percentage (0 for a course with none). */
export function progressPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.floor((Math.min(completed, total) * 100) / total);
}

/**
 * Whether a lesson may be complete (issue 13, point 10): its video (an uploaded one, whose
 * playing the page can measure) watched to 90 %, and its reflection handed in when it asks
 * for one. A lesson with a video then completes by itself; one without is marked by hand.
 */
export function completionReady(lesson: {
  hasTrackedVideo: boolean;
  videoWatched: number;
  /** Undefined when the lesson has no prompts. */
  reflectionHandedIn?: boolean;
}) {
  const watched = !lesson.hasTrackedVideo || lesson.videoWatched >= VIDEO_COMPLETE_WATCHED;
  return watched && lesson.reflectionHandedIn !== false;
}

export interface LessonPlace {
  id: string;
  state: ReleaseState;
  completed: boolean;
  /** When the participant last opened it, or null. */
  lastViewedAt: string | null;
}

/**
 * "Continue where I left off": the unfinished open lesson viewed most recently, else the first
 * unfinished open lesson, in course order; null when none is left (all done or all closed).
 */
export function continueLessonId(lessons: readonly LessonPlace[]): string | null {
  const candidates = lessons.filter((lesson) => lesson.state.open && !lesson.completed);
  const viewed = candidates
    .filter((lesson) => lesson.lastViewedAt)
    .sort((a, b) => (a.lastViewedAt! < b.lastViewedAt! ? 1 : -1));
  return viewed[0]?.id ?? candidates[0]?.id ?? null;
}

/** The earliest date a closed item opens, or null when no date is waiting. */
export function nextUnlockAt(states: Iterable<ReleaseState>): string | null {
  let earliest: string | null = null;
  for (const state of states) {
    if (!state.open && state.opensAt && (!earliest || state.opensAt < earliest)) {
      earliest = state.opensAt;
    }
  }
  return earliest;
}
