import type { Kysely } from 'kysely';
import { REFLECTION_MESSAGES } from '../../../common/academy/reflections';
import type { LessonBlock, ReflectionPrompt } from '../../../common/schemas/academy-blocks';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';

export interface LessonWithPrompts {
  id: string;
  title: string;
  prompts: ReflectionPrompt[];
  blocks: LessonBlock[];
}

/** Every prompt of a lesson's blocks, in the order they are shown. */
export const promptsOf = (blocks: LessonBlock[]): ReflectionPrompt[] =>
  blocks.flatMap((block) => (block.type === 'prompts' ? block.prompts : []));

/**
 * The lesson of this course with its prompts. A lesson of another course named under this
 * one is as unknown as a lesson that does not exist: 404.
 */
export async function lessonWithPrompts(
  db: Kysely<Database>,
  courseId: string,
  lessonId: string,
): Promise<LessonWithPrompts> {
  const lesson = await db
    .selectFrom('course_lessons')
    .select(['id', 'title', 'blocks'])
    .where('id', '=', lessonId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  if (!lesson) throw new AppError('NOT_FOUND', { lesson: REFLECTION_MESSAGES.lessonNotFound });
  const blocks = JSON.parse(lesson.blocks) as LessonBlock[];
  return { id: lesson.id, title: lesson.title, prompts: promptsOf(blocks), blocks };
}
