import type { Kysely } from 'kysely';
import { isUnder13 } from '../../../common/chat/rules';
import type { Database } from '../../db/schema';

/**
 * COPPA consent (issue 17, point 10): a student under 13 messages their teachers only once the
 * school or a parent consented; until then they see announcements only.
 */
export async function mayMessage(db: Kysely<Database>, studentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('students')
    .leftJoin('chat_consents', 'chat_consents.student_id', 'students.id')
    .select(['students.grade', 'chat_consents.given_at'])
    .where('students.id', '=', studentId)
    .executeTakeFirst();
  return row !== undefined && (!isUnder13(row.grade) || Boolean(row.given_at));
}

/** Records consent once; a second consent keeps the first. */
export async function giveConsent(
  db: Kysely<Database>,
  studentId: string,
  by: { userId: string; as: 'parent' | 'school' },
  now: Date,
): Promise<void> {
  await db
    .insertInto('chat_consents')
    .values({
      student_id: studentId,
      given_by: by.userId,
      given_as: by.as,
      given_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column('student_id').doNothing())
    .execute();
}
