import type { Selectable } from 'kysely';
import type { LessonBlock } from '../../../common/schemas/academy-blocks';
import type { LessonBlockType } from '../../../common/academy/blocks';
import type {
  BuilderChapter,
  BuilderLesson,
  LessonSummary,
  ReleaseRule,
} from '../../../common/schemas/academy-builder';
import type { CourseChaptersTable, CourseLessonsTable } from '../../db/schema';

/** How the builder's rows become answers (not a route file). */

export type ChapterRow = Selectable<CourseChaptersTable>;
export type LessonRow = Selectable<CourseLessonsTable>;

export const releaseOf = (
  row: Pick<ChapterRow, 'release_mode' | 'release_date' | 'release_days' | 'requires_previous'>,
): ReleaseRule => ({
  releaseMode: row.release_mode,
  releaseDate: row.release_date,
  releaseDays: row.release_days === null ? null : Number(row.release_days),
  requiresPrevious: Number(row.requires_previous) === 1,
});

/** A lesson's stored blocks (JSON checked by lessonBlocksSchema when saved). */
export function blocksOf(row: Pick<LessonRow, 'blocks'>): LessonBlock[] {
  const parsed: unknown = JSON.parse(row.blocks);
  return Array.isArray(parsed) ? (parsed as LessonBlock[]) : [];
}

export function lessonSummaryOf(row: LessonRow): LessonSummary {
  const blocks = blocksOf(row);
  return {
    id: row.id,
    chapterId: row.chapter_id,
    title: row.title,
    position: Number(row.position),
    ...releaseOf(row),
    blockCount: blocks.length,
    blockTypes: [...new Set<LessonBlockType>(blocks.map((block) => block.type))],
    updatedAt: row.updated_at,
  };
}

export const lessonOf = (row: LessonRow): BuilderLesson => ({
  ...lessonSummaryOf(row),
  courseId: row.course_id,
  blocks: blocksOf(row),
});

/** Orders by position, then by creation (two made at once may share a position). */
export const byPosition = <Row extends { position: number; created_at: string; id: string }>(
  a: Row,
  b: Row,
) =>
  Number(a.position) - Number(b.position) ||
  a.created_at.localeCompare(b.created_at) ||
  a.id.localeCompare(b.id);

export function chaptersOf(chapters: ChapterRow[], lessons: LessonRow[]): BuilderChapter[] {
  return [...chapters].sort(byPosition).map((chapter) => ({
    id: chapter.id,
    title: chapter.title,
    position: Number(chapter.position),
    ...releaseOf(chapter),
    lessons: lessons
      .filter((lesson) => lesson.chapter_id === chapter.id)
      .sort(byPosition)
      .map(lessonSummaryOf),
  }));
}
