import type { Kysely } from 'kysely';
import type {
  BuilderCourse,
  CourseInstructor,
  TaughtCourse,
} from '../../../common/schemas/academy-builder';
import type { CourseRole } from '../../../common/academy/courses';
import type { CourseRow } from '../../access/course-role';
import type { Database } from '../../db/schema';
import { chaptersOf } from './outline-rows';

/** The course's owner first, then its active co-instructors, by name. */
export async function listInstructors(
  db: Kysely<Database>,
  course: Pick<CourseRow, 'id' | 'owner_id'>,
): Promise<CourseInstructor[]> {
  const owner = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where('id', '=', course.owner_id)
    .executeTakeFirstOrThrow();
  const others = await db
    .selectFrom('course_members')
    .innerJoin('users', 'users.id', 'course_members.user_id')
    .select(['users.id', 'users.first_name', 'users.last_name', 'users.email'])
    .where('course_members.course_id', '=', course.id)
    .where('course_members.role', '=', 'instructor')
    .where('course_members.status', '=', 'active')
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .execute();
  const asInstructor = (row: typeof owner, role: CourseInstructor['role']): CourseInstructor => ({
    userId: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email ?? '',
    role,
  });
  return [asInstructor(owner, 'owner'), ...others.map((row) => asInstructor(row, 'instructor'))];
}

/** Everything the builder shows of one course, for a caller who teaches it. */
export async function readBuilderCourse(
  db: Kysely<Database>,
  courseId: string,
  role: CourseRole,
): Promise<BuilderCourse> {
  const course = await db
    .selectFrom('courses')
    .selectAll()
    .where('id', '=', courseId)
    .executeTakeFirstOrThrow();
  const [chapters, lessons, instructors] = await Promise.all([
    db.selectFrom('course_chapters').selectAll().where('course_id', '=', courseId).execute(),
    db.selectFrom('course_lessons').selectAll().where('course_id', '=', courseId).execute(),
    listInstructors(db, course),
  ]);
  return {
    id: course.id,
    title: course.title,
    subtitle: course.subtitle,
    description: course.description,
    category: course.category,
    coverFileKey: course.cover_file_key,
    status: course.status,
    visibility: course.visibility,
    publishedAt: course.published_at,
    completionPercent: Number(course.completion_percent),
    formerPosts: course.former_posts,
    boardPremoderation: course.board_premoderation === 1,
    boardPostFirst: course.board_post_first === 1,
    createdAt: course.created_at,
    updatedAt: course.updated_at,
    role: role === 'owner' ? 'owner' : 'instructor',
    chapters: chaptersOf(chapters, lessons),
    instructors,
  };
}

/** The courses the instructor teaches (owned or co-taught), most recently changed first. */
export async function listTaughtCourses(
  db: Kysely<Database>,
  userId: string,
): Promise<TaughtCourse[]> {
  const coTaught = db
    .selectFrom('course_members')
    .select('course_id')
    .where('user_id', '=', userId)
    .where('role', '=', 'instructor')
    .where('status', '=', 'active');
  const rows = await db
    .selectFrom('courses')
    .select((eb) => [
      'courses.id',
      'courses.title',
      'courses.status',
      'courses.visibility',
      'courses.category',
      'courses.owner_id',
      'courses.updated_at',
      eb
        .selectFrom('course_chapters')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('course_chapters.course_id', '=', 'courses.id')
        .as('chapter_count'),
      eb
        .selectFrom('course_lessons')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('course_lessons.course_id', '=', 'courses.id')
        .as('lesson_count'),
      eb
        .selectFrom('course_members')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('course_members.course_id', '=', 'courses.id')
        .where('course_members.role', '=', 'participant')
        .where('course_members.status', '=', 'active')
        .as('participant_count'),
    ])
    .where((eb) => eb.or([eb('courses.owner_id', '=', userId), eb('courses.id', 'in', coTaught)]))
    .orderBy('courses.updated_at', 'desc')
    .orderBy('courses.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    visibility: row.visibility,
    category: row.category,
    role: row.owner_id === userId ? 'owner' : 'instructor',
    chapterCount: Number(row.chapter_count ?? 0),
    lessonCount: Number(row.lesson_count ?? 0),
    participantCount: Number(row.participant_count ?? 0),
    updatedAt: row.updated_at,
  }));
}
