import type { Kysely } from 'kysely';
import { RECORD_ID } from '../../../common/schemas/ids';
import type { DatabaseKind } from '../../db/kysely';
import type { Database } from '../../db/schema';
import { creditBalance, grantCredits } from '../credits/ledger';

/**
 * A platform admin grants a teacher credits (with a note for the ledger). Answers the
 * teacher's new balance, or null when no teacher has this id.
 */
export async function grantTeacherCredits(
  db: Kysely<Database>,
  kind: DatabaseKind,
  {
    teacherId,
    credits,
    note,
    adminId,
  }: { teacherId: string; credits: number; note: string; adminId: string },
): Promise<number | null> {
  const teacher = RECORD_ID.test(teacherId)
    ? await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', teacherId)
        .where('account_type', '=', 'teacher')
        .executeTakeFirst()
    : undefined;
  if (!teacher) return null;
  await grantCredits(db, kind, {
    teacherId,
    credits,
    ...(note ? { note } : {}),
    createdBy: adminId,
  });
  return creditBalance(db, teacherId);
}
