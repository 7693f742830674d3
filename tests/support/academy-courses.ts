import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ReleaseMode } from '../../common/academy/courses';
import type { LessonBlock } from '../../common/schemas/academy-blocks';
import type { Database } from '../../server/db/schema';
import { testPasswordHash } from './factories';

/**
 * Courses, members and lessons written straight into a database, for the API tests (app.db)
 * and the browser tests (the e2e server's SQLite file, tests/support/e2e-database.ts). Each
 * record gets a fresh id; titles and rules are the caller's.
 */
type Db = Kysely<Database>;

export interface ReleaseFields {
  release?: ReleaseMode;
  releaseDate?: string | null;
  releaseDays?: number | null;
  requiresPrevious?: boolean;
}
export interface LessonFields extends ReleaseFields {
  title: string;
  blocks?: LessonBlock[];
}
export interface ChapterFields extends ReleaseFields {
  title: string;
  lessons: LessonFields[];
}
export interface CourseFields {
  ownerId: string;
  title: string;
  status?: 'draft' | 'published' | 'archived';
  visibility?: 'public' | 'unlisted' | 'private';
  /** The completion rule: the percentage of lessons to complete (default the column's). */
  completionPercent?: number;
  chapters: ChapterFields[];
}
export interface InsertedCourse {
  id: string;
  chapterIds: string[];
  /** Every lesson id in course order. */
  lessonIds: string[];
}

const release = (fields: ReleaseFields) => ({
  release_mode: fields.release ?? 'immediate',
  release_date: fields.releaseDate ?? null,
  release_days: fields.releaseDays ?? null,
  requires_previous: fields.requiresPrevious ? 1 : 0,
});

export async function insertCourseWithLessons(
  db: Db,
  fields: CourseFields,
): Promise<InsertedCourse> {
  const now = new Date().toISOString();
  const id = crypto.randomUUID();
  await db
    .insertInto('courses')
    .values({
      id,
      owner_id: fields.ownerId,
      title: fields.title,
      subtitle: `An introduction to ${fields.title}`,
      category: 'scripture',
      cover_file_key: null,
      status: fields.status ?? 'published',
      visibility: fields.visibility ?? 'private',
      published_at: fields.status === 'draft' ? null : now,
      created_at: now,
      updated_at: now,
      ...(fields.completionPercent === undefined
        ? {}
        : { completion_percent: fields.completionPercent }),
    })
    .execute();
  const inserted: InsertedCourse = { id, chapterIds: [], lessonIds: [] };
  for (const [chapterIndex, chapter] of fields.chapters.entries()) {
    const chapterId = crypto.randomUUID();
    await db
      .insertInto('course_chapters')
      .values({
        id: chapterId,
        course_id: id,
        title: chapter.title,
        position: chapterIndex,
        ...release(chapter),
        created_at: now,
        updated_at: now,
      })
      .execute();
    inserted.chapterIds.push(chapterId);
    for (const [lessonIndex, lesson] of chapter.lessons.entries()) {
      const lessonId = crypto.randomUUID();
      await db
        .insertInto('course_lessons')
        .values({
          id: lessonId,
          course_id: id,
          chapter_id: chapterId,
          title: lesson.title,
          position: lessonIndex,
          blocks: JSON.stringify(
            lesson.blocks ?? [{ type: 'text', html: `<p>${lesson.title}</p>` }],
          ),
          ...release(lesson),
          created_at: now,
          updated_at: now,
        })
        .execute();
      inserted.lessonIds.push(lessonId);
    }
  }
  return inserted;
}

/** A member of a course: a participant (active by default) or a co-instructor. */
export async function insertMember(
  db: Db,
  courseId: string,
  userId: string,
  {
    role = 'participant',
    status = 'active',
    joinedAt = new Date().toISOString(),
  }: {
    role?: 'participant' | 'instructor';
    status?: 'active' | 'pending' | 'left';
    joinedAt?: string;
  } = {},
): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('course_members')
    .values({
      course_id: courseId,
      user_id: userId,
      role,
      status,
      join_link_id: null,
      joined_at: status === 'pending' ? null : joinedAt,
      last_activity_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** A confirmed Academy account (participant, or teacher for an instructor) with the test password. */
export async function insertAcademyUser(
  db: Db,
  {
    email,
    type,
    firstName = 'Clare',
    lastName = 'Offreduccio',
  }: { email: string; type: 'participant' | 'teacher'; firstName?: string; lastName?: string },
): Promise<string> {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto('users')
    .values({
      id,
      email,
      second_email: null,
      first_name: firstName,
      last_name: lastName,
      account_type: type,
      password_hash: await testPasswordHash(),
      email_confirmed_at: now,
      is_platform_admin: 0,
      school_id: null,
      is_school_admin: 0,
      referral_r: null,
      referral_rc: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** A live join link for the course, made by `createdBy`; its token (the /join/<token> path's). */
export async function insertJoinLink(db: Db, courseId: string, createdBy: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db
    .insertInto('course_join_links')
    .values({
      id: crypto.randomUUID(),
      course_id: courseId,
      token,
      expires_at: null,
      seat_limit: null,
      revoked_at: null,
      created_by: createdBy,
      created_at: new Date().toISOString(),
    })
    .execute();
  return token;
}
