import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ClassRow } from '../../access/teaches-class';
import { recountClassSeats } from '../billing/count-seats';

/**
 * Takes the student out of the class, and nothing more (issue 11, point 5). The student's
 * account and their work in this class stay, and a row in `class_student_removals` remembers
 * that the class had them, so Undo (or a later re-add, restoreStudent) brings them back with
 * their work.
 *
 * The data-controller rule (issue 15, point 17) is unchanged: only the student's administrator
 * (`students.administrator_id`) deletes a child, never a co-teacher or another class's teacher.
 * But a removal no longer deletes anyone, whoever makes it: deleting a child is the explicit
 * privacy action (DELETE /api/classroom/classes/:classId/students/:studentId/account and the
 * administrator's roster), which asks first and cannot be undone. A removal that deleted would
 * make Undo impossible. A student left in no class stays in their administrator's list of
 * students (GET /api/roster/students), where they can be deleted or placed again.
 */
export async function removeStudent(
  db: Kysely<Database>,
  classRow: ClassRow,
  student: { id: string; joined_at: string },
  /** The teacher removing the student (the owner or a co-teacher). */
  actorId: string,
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('class_students')
      .where('class_id', '=', classRow.id)
      .where('student_id', '=', student.id)
      .execute();
    // A second removal after a re-add replaces the earlier row.
    await trx
      .deleteFrom('class_student_removals')
      .where('class_id', '=', classRow.id)
      .where('student_id', '=', student.id)
      .execute();
    await trx
      .insertInto('class_student_removals')
      .values({
        class_id: classRow.id,
        student_id: student.id,
        removed_at: now.toISOString(),
        removed_by: actorId,
        joined_at: student.joined_at,
      })
      .execute();
    await recountClassSeats(trx, classRow.id, now);
  });
}
