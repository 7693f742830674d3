import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { deleteUnplacedStudents } from './delete-unplaced-students';
import type { ClassRow } from './guards';

/**
 * Takes the student out of the class. A student left in no class, administered by the class's
 * owner and with no linked parent is deleted with their writing (see deleteUnplacedStudents);
 * their work in this class otherwise stays, should they come back. Answers whether the
 * student was deleted.
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
    const deleted = await deleteUnplacedStudents(trx, [studentId], classRow.teacher_id, actorId);
    return deleted.length > 0;
  });
}
