import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { CLASSROOM_MESSAGES } from '../../../common/classroom/messages';
import { recountClassSeats } from '../billing/count-seats';
import { seatStudents } from '../billing/seat-gate';

/**
 * Moves students of one class to another (both taught by the caller; the routes checked that).
 * Each named student must be in the source class, or the whole move is refused. A student
 * already in the target class just leaves the source. Their work stays under the class it was
 * written for, and the source class remembers them (a removal row) so they can be put back.
 * The target class's account passes the seat gate first (a co-teacher may move students into
 * a class another teacher owns); the source's account is counted again after.
 */
export async function moveStudents(
  db: Kysely<Database>,
  input: { fromClassId: string; toClassId: string; studentIds: string[]; actorId: string },
  now = new Date(),
): Promise<number> {
  const ids = [...new Set(input.studentIds)];
  return db.transaction().execute(async (trx) => {
    const members = await trx
      .selectFrom('class_students')
      .select(['student_id', 'joined_at'])
      .where('class_id', '=', input.fromClassId)
      .where('student_id', 'in', ids)
      .execute();
    if (members.length !== ids.length) {
      throw new AppError('NOT_FOUND', { student: CLASSROOM_MESSAGES.studentNotFound });
    }
    const already = new Set(
      (
        await trx
          .selectFrom('class_students')
          .select('student_id')
          .where('class_id', '=', input.toClassId)
          .where('student_id', 'in', ids)
          .execute()
      ).map((row) => row.student_id),
    );
    const at = now.toISOString();
    const arriving = ids.filter((id) => !already.has(id));
    if (arriving.length > 0) {
      await seatStudents(trx, { classId: input.toClassId, studentIds: arriving, now });
      await trx
        .insertInto('class_students')
        .values(
          arriving.map((id) => ({ class_id: input.toClassId, student_id: id, joined_at: at })),
        )
        .execute();
    }
    await trx
      .deleteFrom('class_students')
      .where('class_id', '=', input.fromClassId)
      .where('student_id', 'in', ids)
      .execute();
    await trx
      .deleteFrom('class_student_removals')
      .where('class_id', '=', input.fromClassId)
      .where('student_id', 'in', ids)
      .execute();
    await trx
      .insertInto('class_student_removals')
      .values(
        members.map((member) => ({
          class_id: input.fromClassId,
          student_id: member.student_id,
          removed_at: at,
          removed_by: input.actorId,
          joined_at: member.joined_at,
        })),
      )
      .execute();
    await recountClassSeats(trx, input.fromClassId, now);
    return ids.length;
  });
}
