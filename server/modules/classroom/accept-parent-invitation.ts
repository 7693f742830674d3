import type { Kysely } from 'kysely';
import { CLASSROOM_MESSAGES } from '../../../common/copy/classroom';
import type { ParentInvitationInfo } from '../../../common/schemas/classroom';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { hashToken } from '../auth/tokens';

const invalid = () => new AppError('BAD_REQUEST', { i: CLASSROOM_MESSAGES.invitationInvalid });

/** A live parent invitation (unused, unexpired) by its code, or null. */
async function findParentInvitation(db: Kysely<Database>, code: string, now: Date) {
  const row = await db
    .selectFrom('invitations')
    .innerJoin('students', 'students.id', 'invitations.student_id')
    .innerJoin('users as teacher', 'teacher.id', 'invitations.created_by')
    .select([
      'invitations.id as id',
      'invitations.expires_at as expiresAt',
      'invitations.used_at as usedAt',
      'students.id as studentId',
      'students.first_name as firstName',
      'students.last_name as lastName',
      'teacher.first_name as teacherFirstName',
      'teacher.last_name as teacherLastName',
    ])
    .where('invitations.code', '=', hashToken(code.trim()))
    .where('invitations.class_id', 'is', null)
    .executeTakeFirst();
  if (!row || row.usedAt) return null;
  if (row.expiresAt !== null && Date.parse(row.expiresAt) <= now.getTime()) return null;
  return row;
}

/** What the parent sign-up screen may show before the parent has an account. */
export async function describeParentInvitation(
  db: Kysely<Database>,
  code: string,
  now = new Date(),
): Promise<ParentInvitationInfo> {
  const found = await findParentInvitation(db, code, now);
  if (!found) throw invalid();
  return {
    childFirstName: found.firstName,
    teacherName: `${found.teacherFirstName} ${found.teacherLastName}`,
  };
}

/**
 * Links the parent to the invitation's child (the parent becomes an administrator of that
 * student, SPEC §3) and uses the invitation up. Call it when a parent signs up with `i`, or
 * when a signed-in parent opens the link. Throws a 400 naming `i` when the code is unknown,
 * used or expired; the conditional update makes two concurrent uses link once.
 */
export async function acceptParentInvitation(
  db: Kysely<Database>,
  { code, parentId, now = new Date() }: { code: string; parentId: string; now?: Date },
): Promise<{ studentId: string; firstName: string; lastName: string }> {
  const found = await findParentInvitation(db, code, now);
  if (!found) throw invalid();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('invitations')
      .set({ used_at: at })
      .where('id', '=', found.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw invalid();
    await trx
      .insertInto('parent_students')
      .values({ parent_id: parentId, student_id: found.studentId, created_at: at })
      .onConflict((oc) => oc.columns(['parent_id', 'student_id']).doNothing())
      .execute();
  });
  return { studentId: found.studentId, firstName: found.firstName, lastName: found.lastName };
}
