import type { Kysely } from 'kysely';
import { BUILDER_MESSAGES as M } from '../../../common/academy/builder-messages';
import type { CourseRow } from '../../access/course-role';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { byPosition } from './outline-rows';

/** The title of a course's copy: "Copy of …", within the title's limit. */
export const copyTitle = (title: string, max: number) => `Copy of ${title}`.slice(0, max);

/**
 * A new draft "Copy of …" owned by the caller, with copies of every chapter and lesson (new
 * ids; no members, join links or progress). The id is the client's, so a second click or a
 * retry answers the copy the first made instead of making another: `created` says which.
 */
export async function duplicateCourse(
  db: Kysely<Database>,
  source: CourseRow,
  ownerId: string,
  copyId: string,
  maxTitle: number,
): Promise<{ id: string; created: boolean }> {
  const existing = await db
    .selectFrom('courses')
    .select('owner_id')
    .where('id', '=', copyId)
    .executeTakeFirst();
  if (existing) {
    if (existing.owner_id !== ownerId) throw new AppError('CONFLICT', { id: M.idTaken });
    return { id: copyId, created: false };
  }
  const now = new Date().toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('courses')
        .values({
          id: copyId,
          owner_id: ownerId,
          title: copyTitle(source.title, maxTitle),
          subtitle: source.subtitle,
          description: source.description,
          category: source.category,
          cover_file_key: source.cover_file_key,
          visibility: source.visibility,
          completion_percent: source.completion_percent,
          former_posts: source.former_posts,
          board_premoderation: source.board_premoderation,
          board_post_first: source.board_post_first,
          published_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const chapters = await trx
        .selectFrom('course_chapters')
        .selectAll()
        .where('course_id', '=', source.id)
        .execute();
      const lessons = await trx
        .selectFrom('course_lessons')
        .selectAll()
        .where('course_id', '=', source.id)
        .execute();
      for (const chapter of chapters.sort(byPosition)) {
        const chapterId = crypto.randomUUID();
        await trx
          .insertInto('course_chapters')
          .values({
            ...chapter,
            id: chapterId,
            course_id: copyId,
            created_at: now,
            updated_at: now,
          })
          .execute();
        const own = lessons.filter((lesson) => lesson.chapter_id === chapter.id).sort(byPosition);
        if (own.length === 0) continue;
        await trx
          .insertInto('course_lessons')
          .values(
            own.map((lesson) => ({
              ...lesson,
              id: crypto.randomUUID(),
              course_id: copyId,
              chapter_id: chapterId,
              created_at: now,
              updated_at: now,
            })),
          )
          .execute();
      }
    });
  } catch (error) {
    // Two clicks at once: the other request made the copy first under the same id.
    const made = await db
      .selectFrom('courses')
      .select('owner_id')
      .where('id', '=', copyId)
      .executeTakeFirst();
    if (made?.owner_id === ownerId) return { id: copyId, created: false };
    throw error;
  }
  return { id: copyId, created: true };
}
