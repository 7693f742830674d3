import type { Kysely } from 'kysely';
import type { JoinRequest } from '../../../common/schemas/classroom';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { readJoinRequest } from './list-join-requests';
import { CLASSROOM_MESSAGES } from '../../../common/classroom/messages';
import { seatStudents } from '../billing/seat-gate';

/**
 * Approves (the student joins the class) or declines a pending join request of the class.
 * Only a pending request changes: the conditional update makes a double click or two teachers
 * answering at once decide it exactly once; the later one hears it was already answered.
 * Approving seats the student through the seat gate: when the plan refuses (402, the priced
 * choice), the request stays pending and nothing changes.
 */
export async function decideJoinRequest(
  db: Kysely<Database>,
  input: {
    classId: string;
    requestId: string;
    teacherId: string;
    decision: 'approved' | 'declined';
    now?: Date;
  },
): Promise<JoinRequest> {
  const now = input.now ?? new Date();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('class_join_requests')
      .set({ status: input.decision, decided_at: at, decided_by: input.teacherId })
      .where('id', '=', input.requestId)
      .where('class_id', '=', input.classId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      throw new AppError('CONFLICT', { request: CLASSROOM_MESSAGES.joinRequestDecided });
    }
    if (input.decision !== 'approved') return;
    const { student_id: studentId } = await trx
      .selectFrom('class_join_requests')
      .select('student_id')
      .where('id', '=', input.requestId)
      .executeTakeFirstOrThrow();
    await seatStudents(trx, { classId: input.classId, studentIds: [studentId], now });
    await trx
      .insertInto('class_students')
      .values({ class_id: input.classId, student_id: studentId, joined_at: at })
      .onConflict((oc) => oc.columns(['class_id', 'student_id']).doNothing())
      .execute();
  });
  const decided = await readJoinRequest(db, input.classId, input.requestId);
  if (!decided) throw new Error(`Join request ${input.requestId} vanished`);
  return decided;
}
