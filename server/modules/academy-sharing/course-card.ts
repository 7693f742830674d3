import type { Kysely, Transaction } from 'kysely';
import type { JoinCourse, Membership } from '../../../common/schemas/academy-sharing';
import { courseRoleOf, isCourseStaff, type CourseRow } from '../../access/course-role';
import { memberRowOf } from '../../access/course-joining';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The owner's name as the join pages show it. */
async function instructorNameOf(db: Db, course: CourseRow): Promise<string> {
  const owner = await db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', course.owner_id)
    .executeTakeFirstOrThrow();
  return `${owner.first_name} ${owner.last_name}`.trim();
}

/** Only what a join page may show of a course (issue 13, point 6). */
export async function joinCourseOf(db: Db, course: CourseRow): Promise<JoinCourse> {
  return {
    id: course.id,
    title: course.title,
    subtitle: course.subtitle,
    category: course.category,
    visibility: course.visibility,
    instructorName: await instructorNameOf(db, course),
  };
}

/** The signed-in caller's place in the course: 'staff', a member status, or null. */
export async function membershipOf(
  db: Db,
  course: CourseRow,
  userId: string | undefined,
): Promise<Membership> {
  if (!userId) return null;
  const found = await courseRoleOf(db, userId, course.id);
  if (isCourseStaff(found?.role ?? null)) return 'staff';
  return (await memberRowOf(db, course.id, userId))?.status ?? null;
}

/** A course by id, or undefined. */
export const courseById = (db: Db, courseId: string) =>
  db.selectFrom('courses').selectAll().where('id', '=', courseId).executeTakeFirst();
