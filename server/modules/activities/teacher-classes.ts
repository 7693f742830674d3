import type { Kysely } from 'kysely';
import type { TeacherClass } from '../../../common/schemas/activities';
import type { Database } from '../../db/schema';
import { teacherClassIds } from '../../access/teaches-class';

/** The classes the teacher may assign activities to (their own and co-taught ones), by title. */
export async function listTeacherClasses(
  db: Kysely<Database>,
  teacherId: string,
): Promise<TeacherClass[]> {
  const ids = await teacherClassIds(db, teacherId);
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('classes')
    .select(['id', 'title'])
    .where('id', 'in', ids)
    .execute();
  return rows.sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id));
}

/** Whether the activity is assigned to one of these classes (for reading its image). */
export async function isAssignedToAny(
  db: Kysely<Database>,
  activityId: string,
  classIds: string[],
): Promise<boolean> {
  if (classIds.length === 0) return false;
  const row = await db
    .selectFrom('activity_assignments')
    .select('class_id')
    .where('activity_id', '=', activityId)
    .where('class_id', 'in', classIds)
    .executeTakeFirst();
  return row !== undefined;
}
