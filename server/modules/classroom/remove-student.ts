import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { deleteUnplacedStudents } from './delete-unplaced-students';
import type { ClassRow } from '../../access/teaches-class';

/**
 * Takes the student out of the class. Removal by the student's administrator (the data
 * controller, `students.administrator_id`) of a student then left in no class and with no
 * linked parent deletes them with their writing (see deleteUnplacedStudents); removal by anyone
 * else (a co-teacher, or the owner of a class the student joined from another teacher's care)
 * only unlinks, so the student and their writing stay with their administrator. Their work in
 * this class stays too, should they come back. Answers whether the student was deleted.
 */
export async function removeStudent(
  db: Kysely<Database>,
  classRow: ClassRow,
  studentId: string,
  /** The teacher removing the student (the owner or a co-teacher). */
  actorId: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('class_students')
      .where('class_id', '=', classRow.id)
      .where('student_id', '=', studentId)
      .execute();
    const deleted = await deleteUnplacedStudents(trx, [studentId], actorId);
    return deleted.length > 0;
  });
}
