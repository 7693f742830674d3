import type { Kysely } from 'kysely';
import { COURSE_ACCESS_MESSAGES } from '../../../common/academy/messages';
import { ACADEMY_CATALOGUE_API } from '../../../common/schemas/academy-catalogue';
import type { JoinAnswer, PublicCourseAnswer } from '../../../common/schemas/academy-sharing';
import { isPublicCourse } from '../../access/course-joining';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { courseById, joinCourseOf, membershipOf } from './course-card';
import { enrol } from './enrol';

/** A published public course, or the 404 of any other course (nothing leaks). */
async function publicCourse(db: Kysely<Database>, courseId: string) {
  const course = await courseById(db, courseId);
  if (!course || !isPublicCourse(course)) {
    throw new AppError('NOT_FOUND', { course: COURSE_ACCESS_MESSAGES.courseNotFound });
  }
  return course;
}

/** Chapter and lesson titles only, in order: what a visitor may see before joining. */
async function outlineOf(db: Kysely<Database>, courseId: string) {
  const chapters = await db
    .selectFrom('course_chapters')
    .select(['id', 'title'])
    .where('course_id', '=', courseId)
    .orderBy('position')
    .execute();
  const lessons = await db
    .selectFrom('course_lessons')
    .select(['chapter_id', 'title'])
    .where('course_id', '=', courseId)
    .orderBy('position')
    .execute();
  return chapters.map((chapter) => ({
    title: chapter.title,
    lessons: lessons
      .filter((lesson) => lesson.chapter_id === chapter.id)
      .map((lesson) => ({ title: lesson.title })),
  }));
}

/** The public course page: its card, description and outline, and the caller's place. */
export async function describePublicCourse(
  db: Kysely<Database>,
  courseId: string,
  userId: string | undefined,
): Promise<PublicCourseAnswer> {
  const course = await publicCourse(db, courseId);
  return {
    course: {
      ...(await joinCourseOf(db, course)),
      description: course.description,
      outline: await outlineOf(db, course.id),
      coverUrl: course.cover_file_key ? ACADEMY_CATALOGUE_API.cover(course.id) : null,
    },
    signedIn: userId !== undefined,
    membership: await membershipOf(db, course, userId),
  };
}

/** Anyone signed in joins a public course at once (no link, no seat limit). */
export async function joinPublicCourse(
  db: Kysely<Database>,
  courseId: string,
  userId: string,
  now: Date,
): Promise<JoinAnswer> {
  const course = await publicCourse(db, courseId);
  return enrol(db, { course, userId, route: 'public', now });
}
