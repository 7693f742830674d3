import type { Kysely, Transaction } from 'kysely';
import {
  completionState,
  type CompletionLesson,
  type CompletionState,
} from '../../../common/academy/completion';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Whether a lesson's blocks ask for a reflection, read as the reflections module reads them
 * (any 'prompts' block). Parsed here rather than imported from academy-learning, which would
 * close a loop between modules (learning → dashboard → certificates).
 */
function hasPrompts(blocksJson: string): boolean {
  try {
    const blocks: unknown = JSON.parse(blocksJson);
    return (
      Array.isArray(blocks) &&
      blocks.some((block) => (block as { type?: unknown } | null)?.type === 'prompts')
    );
  } catch {
    return false;
  }
}

/** The course's lessons as the completion rule sees them for one participant. */
export async function completionLessons(
  db: Db,
  courseId: string,
  userId: string,
): Promise<CompletionLesson[]> {
  const [lessons, progress, reflections] = await Promise.all([
    db
      .selectFrom('course_lessons')
      .select(['id', 'blocks'])
      .where('course_id', '=', courseId)
      .execute(),
    db
      .selectFrom('lesson_progress')
      .select('lesson_id')
      .where('course_id', '=', courseId)
      .where('user_id', '=', userId)
      .where('completed_at', 'is not', null)
      .execute(),
    db
      .selectFrom('course_reflections')
      .select(['lesson_id', 'status'])
      .where('course_id', '=', courseId)
      .where('user_id', '=', userId)
      .execute(),
  ]);
  const completed = new Set(progress.map((row) => row.lesson_id));
  const statuses = new Map(reflections.map((row) => [row.lesson_id, row.status]));
  return lessons.map((lesson) => ({
    completed: completed.has(lesson.id),
    hasPrompts: hasPrompts(lesson.blocks),
    reflectionStatus: statuses.get(lesson.id) ?? null,
  }));
}

/** The participant's place against the course's completion rule. */
export async function participantCompletion(
  db: Db,
  course: { id: string; completion_percent: number },
  userId: string,
): Promise<CompletionState> {
  return completionState(
    Number(course.completion_percent),
    await completionLessons(db, course.id, userId),
  );
}
