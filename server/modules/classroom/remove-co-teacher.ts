import type { Kysely } from 'kysely';
import { RECORD_ID } from '../../../common/schemas/ids';
import type { Database } from '../../db/schema';

/**
 * Takes a teacher off the class's co-teachers (the owner is never on that list). Answers
 * whether they were on it; an id that cannot name a record never was.
 */
export async function removeCoTeacher(
  db: Kysely<Database>,
  { classId, teacherId }: { classId: string; teacherId: string },
): Promise<boolean> {
  if (!RECORD_ID.test(teacherId)) return false;
  const result = await db
    .deleteFrom('class_teachers')
    .where('class_id', '=', classId)
    .where('teacher_id', '=', teacherId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
