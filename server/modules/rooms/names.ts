import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The full names of the class's current students, by id: what the class's teachers see. */
export async function studentNames(
  db: Kysely<Database>,
  classId: string,
): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('class_students')
    .innerJoin('students', 'students.id', 'class_students.student_id')
    .select(['students.id', 'students.first_name', 'students.last_name'])
    .where('class_students.class_id', '=', classId)
    .execute();
  return new Map(rows.map((row) => [row.id, `${row.first_name} ${row.last_name}`.trim()]));
}
