import type { Kysely, Selectable } from 'kysely';
import {
  courseReleaseStates,
  type OutlineChapter,
  type ReleaseRule,
  type ReleaseState,
} from '../../../common/academy/release';
import { continueLessonId, nextUnlockAt, progressPercent } from '../../../common/academy/progress';
import type { OutlineChapter as OutlineChapterView } from '../../../common/schemas/academy-learning';
import type { CourseChaptersTable, CourseLessonsTable, Database } from '../../db/schema';

/**
 * A course's structure and one participant's place in it (issue 13, points 7 and 9): every
 * chapter and lesson with its release state and completion, and the course's progress. The
 * course home, My courses and the lesson page all read it, so they agree.
 */
type ChapterRow = Pick<
  Selectable<CourseChaptersTable>,
  'id' | 'course_id' | 'title' | 'position' | 'release_mode' | 'release_date' | 'release_days'
> & { requires_previous: number };
type LessonRow = Pick<
  Selectable<CourseLessonsTable>,
  | 'id'
  | 'course_id'
  | 'chapter_id'
  | 'title'
  | 'position'
  | 'release_mode'
  | 'release_date'
  | 'release_days'
> & { requires_previous: number };

export interface CourseStructure {
  chapters: (ChapterRow & { lessons: LessonRow[] })[];
}

const ruleOf = (row: ChapterRow | LessonRow): ReleaseRule => ({
  releaseMode: row.release_mode,
  releaseDate: row.release_date,
  releaseDays: row.release_days,
  requiresPrevious: row.requires_previous === 1,
});

/** The chapters and lessons (without their blocks) of each course, in order. */
export async function loadStructures(
  db: Kysely<Database>,
  courseIds: readonly string[],
): Promise<Map<string, CourseStructure>> {
  const structures = new Map<string, CourseStructure>(
    courseIds.map((id) => [id, { chapters: [] }]),
  );
  if (courseIds.length === 0) return structures;
  const release = ['release_mode', 'release_date', 'release_days', 'requires_previous'] as const;
  const [chapters, lessons] = await Promise.all([
    db
      .selectFrom('course_chapters')
      .select(['id', 'course_id', 'title', 'position', ...release])
      .where('course_id', 'in', courseIds)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('course_lessons')
      .select(['id', 'course_id', 'chapter_id', 'title', 'position', ...release])
      .where('course_id', 'in', courseIds)
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  const byChapter = new Map<string, LessonRow[]>();
  for (const lesson of lessons) {
    byChapter.set(lesson.chapter_id, [...(byChapter.get(lesson.chapter_id) ?? []), lesson]);
  }
  for (const chapter of chapters) {
    structures
      .get(chapter.course_id)
      ?.chapters.push({ ...chapter, lessons: byChapter.get(chapter.id) ?? [] });
  }
  return structures;
}

/** What is known of one participant in one course. */
export interface LearnerFacts {
  joinedAt: string | null;
  unlockedItemIds: ReadonlySet<string>;
  progress: ReadonlyMap<string, { completedAt: string | null; lastViewedAt: string | null }>;
}

/** The participant's join date, unlocks and lesson progress in each course. */
export async function loadLearnerFacts(
  db: Kysely<Database>,
  userId: string,
  courseIds: readonly string[],
): Promise<Map<string, LearnerFacts>> {
  const facts = new Map<string, LearnerFacts>();
  if (courseIds.length === 0) return facts;
  const [members, unlocks, progress] = await Promise.all([
    db
      .selectFrom('course_members')
      .select(['course_id', 'joined_at'])
      .where('user_id', '=', userId)
      .where('course_id', 'in', courseIds)
      .execute(),
    db
      .selectFrom('course_unlocks')
      .select(['course_id', 'item_id'])
      .where('user_id', '=', userId)
      .where('course_id', 'in', courseIds)
      .execute(),
    db
      .selectFrom('lesson_progress')
      .select(['course_id', 'lesson_id', 'completed_at', 'last_viewed_at'])
      .where('user_id', '=', userId)
      .where('course_id', 'in', courseIds)
      .execute(),
  ]);
  for (const id of courseIds) {
    facts.set(id, {
      joinedAt: members.find((member) => member.course_id === id)?.joined_at ?? null,
      unlockedItemIds: new Set(
        unlocks.filter((unlock) => unlock.course_id === id).map((unlock) => unlock.item_id),
      ),
      progress: new Map(
        progress
          .filter((row) => row.course_id === id)
          .map((row) => [
            row.lesson_id,
            { completedAt: row.completed_at, lastViewedAt: row.last_viewed_at },
          ]),
      ),
    });
  }
  return facts;
}

const OPEN: ReleaseState = { open: true };

export interface Outline {
  chapters: OutlineChapterView[];
  /** Every lesson in course order. */
  lessons: { id: string; title: string; state: ReleaseState; completed: boolean }[];
  states: Map<string, ReleaseState>;
  progressPercent: number;
  completedLessons: number;
  totalLessons: number;
  continueLessonId: string | null;
  nextUnlockAt: string | null;
}

/**
 * The course as this participant sees it now. `preview` (staff): everything open, the rules
 * still shown, and no progress of theirs counted.
 */
export function outlineOf(
  structure: CourseStructure,
  facts: LearnerFacts,
  { now, preview }: { now: Date; preview: boolean },
): Outline {
  const completedLessonIds = new Set(
    [...facts.progress].filter(([, row]) => row.completedAt).map(([id]) => id),
  );
  const releaseChapters: OutlineChapter[] = structure.chapters.map((chapter) => ({
    id: chapter.id,
    ...ruleOf(chapter),
    lessons: chapter.lessons.map((lesson) => ({ id: lesson.id, ...ruleOf(lesson) })),
  }));
  const states = preview
    ? new Map<string, ReleaseState>()
    : courseReleaseStates(releaseChapters, {
        joinedAt: facts.joinedAt,
        now,
        unlockedItemIds: facts.unlockedItemIds,
        completedLessonIds,
      });
  const stateOf = (id: string) => states.get(id) ?? OPEN;
  const view = (row: ChapterRow | LessonRow) => {
    const rule = ruleOf(row);
    return {
      id: row.id,
      title: row.title,
      state: stateOf(row.id),
      rule: {
        mode: rule.releaseMode,
        date: rule.releaseDate,
        days: rule.releaseDays,
        requiresPrevious: rule.requiresPrevious,
      },
    };
  };
  const chapters = structure.chapters.map((chapter) => ({
    ...view(chapter),
    lessons: chapter.lessons.map((lesson) => ({
      ...view(lesson),
      completed: completedLessonIds.has(lesson.id),
    })),
  }));
  const lessons = chapters.flatMap((chapter) => chapter.lessons);
  const completed = lessons.filter((lesson) => lesson.completed).length;
  return {
    chapters,
    lessons,
    states,
    progressPercent: progressPercent(completed, lessons.length),
    completedLessons: completed,
    totalLessons: lessons.length,
    continueLessonId: continueLessonId(
      lessons.map((lesson) => ({
        ...lesson,
        lastViewedAt: facts.progress.get(lesson.id)?.lastViewedAt ?? null,
      })),
    ),
    nextUnlockAt: nextUnlockAt(states.values()),
  };
}

/** Staff and anyone not yet known to the course: no join date, no unlocks, no progress. */
export const NO_FACTS: LearnerFacts = {
  joinedAt: null,
  unlockedItemIds: new Set(),
  progress: new Map(),
};
