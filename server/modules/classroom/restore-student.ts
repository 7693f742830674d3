import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ClassRow } from '../../access/teaches-class';
import { seatStudents } from '../billing/seat-gate';

/**
 * Puts a removed student back in the class (Undo of a removal), with the joining date they
 * had, so their work in the class shows again. Only a student the class had (a removal row)
 * can come back: a teacher cannot pull any student into their class by id. Repeating it is
 * harmless: a student already in the class is simply there. Answers false when the class
 * never had the student (nor has them now). Coming back is a seating like any other: the seat
 * gate may answer 402 with the priced choice, and then nothing changes.
 */
export async function restoreStudent(
  db: Kysely<Database>,
  classRow: ClassRow,
  studentId: string,
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const present = await trx
      .selectFrom('class_students')
      .select('student_id')
      .where('class_id', '=', classRow.id)
      .where('student_id', '=', studentId)
      .executeTakeFirst();
    if (present) return true;
    const removal = await trx
      .selectFrom('class_student_removals')
      .select('joined_at')
      .where('class_id', '=', classRow.id)
      .where('student_id', '=', studentId)
      .executeTakeFirst();
    if (!removal) return false;
    await seatStudents(trx, { classId: classRow.id, studentIds: [studentId], now });
    await trx
      .insertInto('class_students')
      .values({ class_id: classRow.id, student_id: studentId, joined_at: removal.joined_at })
      .execute();
    await trx
      .deleteFrom('class_student_removals')
      .where('class_id', '=', classRow.id)
      .where('student_id', '=', studentId)
      .execute();
    return true;
  });
}
