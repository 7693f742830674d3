import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

export interface JoinRequestResult {
  /** 'member': the student is in the class already, so nothing was asked. */
  status: 'pending' | 'member';
  requestId: string | null;
}

/**
 * A student asks to join a class (they arrived with its Access Code, e.g. through Google
 * sign-in); a teacher of the class approves or declines. One request per class and student
 * (unique constraint): asking again while pending changes nothing, and asking after a refusal
 * (or after being removed from the class) opens the same request again.
 */
export async function createJoinRequest(
  db: Kysely<Database> | Transaction<Database>,
  { classId, studentId, now = new Date() }: { classId: string; studentId: string; now?: Date },
): Promise<JoinRequestResult> {
  const member = await db
    .selectFrom('class_students')
    .select('student_id')
    .where('class_id', '=', classId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  if (member) return { status: 'member', requestId: null };
  const at = now.toISOString();
  await db
    .insertInto('class_join_requests')
    .values({
      id: crypto.randomUUID(),
      class_id: classId,
      student_id: studentId,
      status: 'pending',
      created_at: at,
      decided_at: null,
      decided_by: null,
    })
    .onConflict((oc) => oc.columns(['class_id', 'student_id']).doNothing())
    .execute();
  await db
    .updateTable('class_join_requests')
    .set({ status: 'pending', created_at: at, decided_at: null, decided_by: null })
    .where('class_id', '=', classId)
    .where('student_id', '=', studentId)
    .where('status', '!=', 'pending')
    .execute();
  const row = await db
    .selectFrom('class_join_requests')
    .select('id')
    .where('class_id', '=', classId)
    .where('student_id', '=', studentId)
    .executeTakeFirstOrThrow();
  return { status: 'pending', requestId: row.id };
}
