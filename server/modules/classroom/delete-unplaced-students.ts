import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { deleteStudentData } from '../privacy/delete-student';

/**
 * Deletes those of these students who are now in no class, when the acting teacher is their
 * administrator (`students.administrator_id`: only the data controller deletes a child, never a
 * co-teacher or another class's teacher) and no parent is linked to them (a linked parent is an
 * administrator too, SPEC §3, and keeps the child's account). They go the way every student
 * deletion goes (deleteStudentData: writing, sessions, codes, links and the audit rows that
 * name them, audited by the administrator with ids only). Answers the ids deleted.
 */
export async function deleteUnplacedStudents(
  trx: Transaction<Database>,
  studentIds: string[],
  /** The teacher acting: only the students they administer can go. */
  administratorId: string,
): Promise<string[]> {
  if (studentIds.length === 0) return [];
  const rows = await trx
    .selectFrom('students')
    .select('id')
    .where('id', 'in', studentIds)
    .where('administrator_id', '=', administratorId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('class_students')
            .select('class_students.student_id')
            .whereRef('class_students.student_id', '=', 'students.id'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('parent_students')
            .select('parent_students.student_id')
            .whereRef('parent_students.student_id', '=', 'students.id'),
        ),
      ),
    )
    .execute();
  const ids = rows.map((row) => row.id);
  const now = new Date();
  for (const id of ids)
    await deleteStudentData(trx, id, {
      userId: administratorId,
      via: 'educator',
      now,
    });
  return ids;
}
