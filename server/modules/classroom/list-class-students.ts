import type { Kysely } from 'kysely';
import type { ClassStudent } from '../../../common/schemas/classroom';
import type { Database } from '../../db/schema';
import { linkedParentCounts, toClassStudent } from './student-views';

/** The class roster by last name, then first name. */
export async function listClassStudents(
  db: Kysely<Database>,
  classId: string,
): Promise<ClassStudent[]> {
  const rows = await db
    .selectFrom('class_students')
    .innerJoin('students', 'students.id', 'class_students.student_id')
    .selectAll('students')
    .select('class_students.joined_at as joined_at')
    .where('class_students.class_id', '=', classId)
    .execute();
  const parents = await linkedParentCounts(
    db,
    rows.map((row) => row.id),
  );
  // Sorted here, not in SQL, so SQLite and PostgreSQL collate the same way.
  return rows
    .map((row) => toClassStudent(row, parents.get(row.id) ?? 0))
    .sort(
      (a, b) =>
        a.lastName.localeCompare(b.lastName) ||
        a.firstName.localeCompare(b.firstName) ||
        a.id.localeCompare(b.id),
    );
}
