import type { Kysely } from 'kysely';
import type { CourseStatus } from '../../../common/academy/courses';
import { BUILDER_MESSAGES as M } from '../../../common/academy/builder-messages';
import { sanitizeLessonHtml } from '../../../common/academy/lesson-html';
import type { CoursePatch, CreateCourseInput } from '../../../common/schemas/academy-builder';
import type { CourseRow } from '../../access/course-role';
import { assertMayUseFiles } from '../../access/course-files';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';

/** Creating, changing and publishing a course (issue 13, points 4 and 6). */

/**
 * A new draft owned by the caller. With a client-chosen id a repeated request answers the
 * course the first one made; an id that names someone else's course is a 409.
 */
export async function createCourse(
  db: Kysely<Database>,
  ownerId: string,
  input: CreateCourseInput,
): Promise<{ id: string; created: boolean }> {
  const id = input.id ?? crypto.randomUUID();
  const now = new Date().toISOString();
  const result = await db
    .insertInto('courses')
    .values({
      id,
      owner_id: ownerId,
      title: input.title,
      subtitle: input.subtitle ?? '',
      category: input.category,
      cover_file_key: null,
      published_at: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) === 1) return { id, created: true };
  const existing = await db
    .selectFrom('courses')
    .select('owner_id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (existing?.owner_id !== ownerId) throw new AppError('CONFLICT', { id: M.idTaken });
  return { id, created: false };
}

/** Marks the course changed (its place in the instructor's list). */
export const touchCourse = (db: Kysely<Database>, courseId: string) =>
  db
    .updateTable('courses')
    .set({ updated_at: new Date().toISOString() })
    .where('id', '=', courseId)
    .execute();

export async function updateCourse(
  db: Kysely<Database>,
  course: CourseRow,
  userId: string,
  patch: CoursePatch,
): Promise<void> {
  if (patch.coverFileKey) {
    await assertMayUseFiles(
      db,
      userId,
      [patch.coverFileKey],
      course.cover_file_key ? [course.cover_file_key] : [],
    );
  }
  await db
    .updateTable('courses')
    .set({
      ...(patch.title !== undefined ? { title: patch.title } : {}),
      ...(patch.subtitle !== undefined ? { subtitle: patch.subtitle } : {}),
      ...(patch.description !== undefined
        ? { description: sanitizeLessonHtml(patch.description) }
        : {}),
      ...(patch.category !== undefined ? { category: patch.category } : {}),
      ...(patch.coverFileKey !== undefined ? { cover_file_key: patch.coverFileKey } : {}),
      ...(patch.visibility !== undefined ? { visibility: patch.visibility } : {}),
      ...(patch.completionPercent !== undefined
        ? { completion_percent: patch.completionPercent }
        : {}),
      ...(patch.formerPosts !== undefined ? { former_posts: patch.formerPosts } : {}),
      ...(patch.boardPremoderation !== undefined
        ? { board_premoderation: patch.boardPremoderation ? 1 : 0 }
        : {}),
      ...(patch.boardPostFirst !== undefined
        ? { board_post_first: patch.boardPostFirst ? 1 : 0 }
        : {}),
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', course.id)
    .execute();
}

/** Whether one lesson of the course has at least one block (a course worth publishing). */
async function hasContent(db: Kysely<Database>, courseId: string): Promise<boolean> {
  const lesson = await db
    .selectFrom('course_lessons')
    .select('id')
    .where('course_id', '=', courseId)
    .where('blocks', '<>', '[]')
    .executeTakeFirst();
  return lesson !== undefined;
}

/**
 * Draft → published (needs content; the first time sets published_at), published → draft,
 * either → archived, archived → draft (restore). The same status again changes nothing.
 */
export async function changeCourseStatus(
  db: Kysely<Database>,
  course: CourseRow,
  status: CourseStatus,
): Promise<void> {
  if (course.status === status) return;
  if (status === 'published') {
    if (course.status === 'archived') {
      throw new AppError('CONFLICT', { status: M.archivedFirstRestore });
    }
    if (!(await hasContent(db, course.id))) {
      throw new AppError('CONFLICT', { status: M.publishNeedsContent });
    }
  }
  const now = new Date().toISOString();
  await db
    .updateTable('courses')
    .set({
      status,
      updated_at: now,
      ...(status === 'published' && course.published_at === null ? { published_at: now } : {}),
    })
    .where('id', '=', course.id)
    .execute();
}

/** Deletes the course; its chapters, lessons, members, links and progress go with it. */
export async function deleteCourse(db: Kysely<Database>, courseId: string): Promise<void> {
  await db.deleteFrom('courses').where('id', '=', courseId).execute();
}
