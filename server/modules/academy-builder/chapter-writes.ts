import type { Kysely, Transaction } from 'kysely';
import { COURSE_LIMITS } from '../../../common/academy/courses';
import { BUILDER_MESSAGES as M } from '../../../common/academy/builder-messages';
import type { ChapterPatch } from '../../../common/schemas/academy-builder';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { touchCourse } from './course-writes';
import { releaseColumns } from './release-columns';

/** A course's chapters: add, rename, release rule, delete, reorder (issue 13, points 4, 7). */

type Db = Kysely<Database> | Transaction<Database>;

export async function findChapter(db: Db, courseId: string, chapterId: string) {
  const chapter = await db
    .selectFrom('course_chapters')
    .selectAll()
    .where('id', '=', chapterId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  if (!chapter) throw new AppError('NOT_FOUND', { chapter: M.chapterNotFound });
  return chapter;
}

/** The position after the last chapter. */
async function nextChapterPosition(db: Db, courseId: string): Promise<number> {
  const row = await db
    .selectFrom('course_chapters')
    .select((eb) => [eb.fn.max('position').as('last'), eb.fn.countAll<number>().as('count')])
    .where('course_id', '=', courseId)
    .executeTakeFirstOrThrow();
  if (Number(row.count) >= COURSE_LIMITS.chaptersPerCourse) {
    throw new AppError('CONFLICT', { chapter: M.tooManyChapters });
  }
  return row.last === null ? 0 : Number(row.last) + 1;
}

/** A new chapter at the end; a repeated request with the same id answers the first one. */
export async function createChapter(
  db: Kysely<Database>,
  courseId: string,
  input: { id?: string | undefined; title: string },
): Promise<string> {
  const id = input.id ?? crypto.randomUUID();
  const existing = await db
    .selectFrom('course_chapters')
    .select('course_id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (existing) {
    if (existing.course_id !== courseId) throw new AppError('CONFLICT', { id: M.idTaken });
    return id;
  }
  const now = new Date().toISOString();
  await db
    .insertInto('course_chapters')
    .values({
      id,
      course_id: courseId,
      title: input.title,
      position: await nextChapterPosition(db, courseId),
      release_date: null,
      release_days: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await touchCourse(db, courseId);
  return id;
}

export async function updateChapter(
  db: Kysely<Database>,
  courseId: string,
  chapterId: string,
  patch: ChapterPatch,
): Promise<void> {
  const chapter = await findChapter(db, courseId, chapterId);
  await db
    .updateTable('course_chapters')
    .set({
      ...(patch.title !== undefined ? { title: patch.title } : {}),
      ...releaseColumns(chapter, patch),
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', chapterId)
    .execute();
  await touchCourse(db, courseId);
}

/** Deletes the chapter and its lessons (their progress goes with them). */
export async function deleteChapter(
  db: Kysely<Database>,
  courseId: string,
  chapterId: string,
): Promise<void> {
  await findChapter(db, courseId, chapterId);
  await db.deleteFrom('course_chapters').where('id', '=', chapterId).execute();
  await touchCourse(db, courseId);
}

/** The same ids, each once, in any order. */
export const sameIds = (given: readonly string[], actual: readonly string[]) =>
  given.length === actual.length &&
  new Set(given).size === given.length &&
  actual.every((id) => given.includes(id));

/**
 * Puts the chapters in the given order. The list must be exactly the course's chapters:
 * anything else (one added or deleted meanwhile, a tampered id) is a 409 and changes nothing.
 */
export async function reorderChapters(
  db: Kysely<Database>,
  courseId: string,
  chapterIds: readonly string[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('course_chapters')
      .select('id')
      .where('course_id', '=', courseId)
      .execute();
    if (
      !sameIds(
        chapterIds,
        rows.map((row) => row.id),
      )
    ) {
      throw new AppError('CONFLICT', { chapterIds: M.orderMismatch });
    }
    for (const [position, id] of chapterIds.entries()) {
      await trx
        .updateTable('course_chapters')
        .set({ position })
        .where('id', '=', id)
        .where('course_id', '=', courseId)
        .execute();
    }
  });
  await touchCourse(db, courseId);
}
