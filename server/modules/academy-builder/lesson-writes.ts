import type { Kysely, Transaction } from 'kysely';
import { COURSE_LIMITS } from '../../../common/academy/courses';
import { BUILDER_MESSAGES as M } from '../../../common/academy/builder-messages';
import type { LessonPatch } from '../../../common/schemas/academy-builder';
import { fileKeysOfBlocks } from '../../../common/schemas/academy-builder';
import { assertMayUseFiles } from '../../access/course-files';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { findChapter } from './chapter-writes';
import { touchCourse } from './course-writes';
import { blocksOf, type LessonRow } from './outline-rows';
import { releaseColumns } from './release-columns';

/** A course's lessons: add, edit (blocks), delete, reorder and move (issue 13, points 4, 5). */

type Db = Kysely<Database> | Transaction<Database>;

export const findLessonRow = (db: Db, lessonId: string) =>
  db.selectFrom('course_lessons').selectAll().where('id', '=', lessonId).executeTakeFirst();

/** The position after the chapter's last lesson, or a 409 when the chapter is full. */
export async function nextLessonPosition(db: Db, chapterId: string): Promise<number> {
  const row = await db
    .selectFrom('course_lessons')
    .select((eb) => [eb.fn.max('position').as('last'), eb.fn.countAll<number>().as('count')])
    .where('chapter_id', '=', chapterId)
    .executeTakeFirstOrThrow();
  if (Number(row.count) >= COURSE_LIMITS.lessonsPerChapter) {
    throw new AppError('CONFLICT', { lesson: M.tooManyLessons });
  }
  return row.last === null ? 0 : Number(row.last) + 1;
}

/** Inserts a lesson, or answers the one a repeated request with the same id made. */
export async function insertLesson(
  db: Db,
  values: { id: string; courseId: string; chapterId: string; title: string; blocks?: string },
  release?: Pick<LessonRow, 'release_mode' | 'release_date' | 'release_days' | 'requires_previous'>,
): Promise<void> {
  const existing = await findLessonRow(db, values.id);
  if (existing) {
    if (existing.course_id !== values.courseId) throw new AppError('CONFLICT', { id: M.idTaken });
    return;
  }
  const now = new Date().toISOString();
  await db
    .insertInto('course_lessons')
    .values({
      id: values.id,
      course_id: values.courseId,
      chapter_id: values.chapterId,
      title: values.title,
      position: await nextLessonPosition(db, values.chapterId),
      ...(values.blocks ? { blocks: values.blocks } : {}),
      release_mode: release?.release_mode ?? 'immediate',
      release_date: release?.release_date ?? null,
      release_days: release?.release_days ?? null,
      requires_previous: release?.requires_previous ?? 0,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function createLesson(
  db: Kysely<Database>,
  courseId: string,
  input: { id?: string | undefined; chapterId: string; title: string },
): Promise<string> {
  await findChapter(db, courseId, input.chapterId);
  const id = input.id ?? crypto.randomUUID();
  await insertLesson(db, { id, courseId, chapterId: input.chapterId, title: input.title });
  await touchCourse(db, courseId);
  return id;
}

/** A time strictly after `previous`, so every save changes the lesson's version. */
function nextVersion(previous: string): string {
  const now = Date.now();
  const last = Date.parse(previous);
  return new Date(Number.isNaN(last) ? now : Math.max(now, last + 1)).toISOString();
}

/**
 * Saves a lesson if nobody saved it since the editor loaded it (`updatedAt`): otherwise a 409,
 * so two instructors never silently overwrite each other. Files new to the lesson must be the
 * saver's own uploads.
 */
export async function updateLesson(
  db: Kysely<Database>,
  lesson: LessonRow,
  userId: string,
  patch: LessonPatch,
): Promise<void> {
  if (patch.updatedAt !== lesson.updated_at) {
    throw new AppError('CONFLICT', { lesson: M.staleLesson });
  }
  if (patch.blocks) {
    await assertMayUseFiles(
      db,
      userId,
      fileKeysOfBlocks(patch.blocks),
      fileKeysOfBlocks(blocksOf(lesson)),
    );
  }
  const result = await db
    .updateTable('course_lessons')
    .set({
      ...(patch.title !== undefined ? { title: patch.title } : {}),
      ...(patch.blocks !== undefined ? { blocks: JSON.stringify(patch.blocks) } : {}),
      ...releaseColumns(lesson, patch),
      updated_at: nextVersion(lesson.updated_at),
    })
    .where('id', '=', lesson.id)
    // The check and the write in one statement: a save in between makes this match nothing.
    .where('updated_at', '=', patch.updatedAt)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    throw new AppError('CONFLICT', { lesson: M.staleLesson });
  }
  await touchCourse(db, lesson.course_id);
}

export async function deleteLesson(db: Kysely<Database>, lesson: LessonRow): Promise<void> {
  await db.deleteFrom('course_lessons').where('id', '=', lesson.id).execute();
  await touchCourse(db, lesson.course_id);
}

/**
 * Makes `lessonIds` the chapter's lessons, in that order. The list must hold every lesson the
 * chapter has now and may bring lessons of the course's other chapters (a move); anything
 * else is a 409 and changes nothing.
 */
export async function reorderLessons(
  db: Kysely<Database>,
  courseId: string,
  chapterId: string,
  lessonIds: readonly string[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await findChapter(trx, courseId, chapterId);
    const lessons = await trx
      .selectFrom('course_lessons')
      .select(['id', 'chapter_id'])
      .where('course_id', '=', courseId)
      .execute();
    const inChapter = lessons.filter((row) => row.chapter_id === chapterId).map((row) => row.id);
    const ofCourse = new Set(lessons.map((row) => row.id));
    const valid =
      new Set(lessonIds).size === lessonIds.length &&
      lessonIds.every((id) => ofCourse.has(id)) &&
      inChapter.every((id) => lessonIds.includes(id));
    if (!valid) throw new AppError('CONFLICT', { lessonIds: M.orderMismatch });
    if (lessonIds.length > COURSE_LIMITS.lessonsPerChapter) {
      throw new AppError('CONFLICT', { lessonIds: M.tooManyLessons });
    }
    for (const [position, id] of lessonIds.entries()) {
      await trx
        .updateTable('course_lessons')
        .set({ position, chapter_id: chapterId })
        .where('id', '=', id)
        .where('course_id', '=', courseId)
        .execute();
    }
  });
  await touchCourse(db, courseId);
}

/** Copies a lesson (title, blocks, release rule) to the end of a chapter of a taught course. */
export async function copyLesson(
  db: Kysely<Database>,
  lesson: LessonRow,
  target: { id: string; courseId: string; chapterId: string },
): Promise<void> {
  await insertLesson(db, { ...target, title: lesson.title, blocks: lesson.blocks }, lesson);
  await touchCourse(db, target.courseId);
}
