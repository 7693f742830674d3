import type { Kysely } from 'kysely';
import type { AcceptedChild, ParentInvitationInfo } from '../../../common/schemas/classroom';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { hashToken } from '../../lib/tokens';
import { CLASSROOM_MESSAGES } from '../../../common/classroom/messages';

const invalid = () => new AppError('BAD_REQUEST', { i: CLASSROOM_MESSAGES.invitationInvalid });

/** A live parent invitation (unused, unexpired) by its code, or null. */
async function findParentInvitation(db: Kysely<Database>, code: string, now: Date) {
  const row = await db
    .selectFrom('invitations')
    .innerJoin('students', 'students.id', 'invitations.student_id')
    .innerJoin('users as teacher', 'teacher.id', 'invitations.created_by')
    .select([
      'invitations.id as id',
      'invitations.email as email',
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

/** Addresses are compared as stored: trimmed and lower-cased. */
const sameAddress = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The parent's address, only once they have confirmed it; null before (or for no parent). */
async function verifiedEmailOf(db: Kysely<Database>, parentId: string): Promise<string | null> {
  const parent = await db
    .selectFrom('users')
    .select(['email', 'email_confirmed_at'])
    .where('id', '=', parentId)
    .where('account_type', '=', 'parent')
    .executeTakeFirst();
  return parent?.email_confirmed_at ? parent.email : null;
}

/** Uses the invitation up and links the parent to its child, once however many try at once. */
export async function linkParent(
  db: Kysely<Database>,
  invitationId: string,
  parentId: string,
  studentId: string,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('invitations')
      .set({ used_at: at })
      .where('id', '=', invitationId)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto('parent_students')
      .values({ parent_id: parentId, student_id: studentId, created_at: at })
      .onConflict((oc) => oc.columns(['parent_id', 'student_id']).doNothing())
      .execute();
    return true;
  });
}

/**
 * Links the parent to the invitation's child (the parent becomes an administrator of that
 * student, SPEC §3) and uses the invitation up, when a signed-in parent opens the link. The
 * code alone is not enough: a forwarded or leaked link would hand a child to whoever holds
 * it. Only the address the teacher invited accepts, once its owner has confirmed it; anyone
 * else is told to sign in with that address or to ask the teacher to invite theirs (a new
 * invitation is the teacher's confirmation). Throws a 400 naming `i` when the code is
 * unknown, used or expired; the conditional update makes two concurrent uses link once.
 */
export async function acceptParentInvitation(
  db: Kysely<Database>,
  { code, parentId, now = new Date() }: { code: string; parentId: string; now?: Date },
): Promise<AcceptedChild> {
  const found = await findParentInvitation(db, code, now);
  if (!found) throw invalid();
  if (!sameAddress(await verifiedEmailOf(db, parentId), found.email)) {
    throw new AppError('FORBIDDEN', { i: CLASSROOM_MESSAGES.invitationForAnotherAddress });
  }
  if (!(await linkParent(db, found.id, parentId, found.studentId, now))) throw invalid();
  return { studentId: found.studentId, firstName: found.firstName, lastName: found.lastName };
}

/**
 * A parent has just confirmed their address: every live invitation a teacher sent to it is
 * theirs, since confirming proved they read that inbox, where the invitation went. This is
 * how a parent who signed up through an invitation's link is linked to the child (at sign-up
 * the address is not confirmed yet). Answers the children linked.
 */
export async function acceptInvitationsToConfirmedAddress(
  db: Kysely<Database>,
  parentId: string,
  now = new Date(),
): Promise<string[]> {
  const email = await verifiedEmailOf(db, parentId);
  if (!email) return [];
  const invitations = await db
    .selectFrom('invitations')
    .select(['id', 'student_id', 'expires_at'])
    .where('email', '=', email.trim().toLowerCase())
    .where('class_id', 'is', null)
    .where('student_id', 'is not', null)
    .where('used_at', 'is', null)
    .execute();
  const linked: string[] = [];
  for (const invitation of invitations) {
    const expired =
      invitation.expires_at !== null && Date.parse(invitation.expires_at) <= now.getTime();
    if (expired || !invitation.student_id) continue;
    if (await linkParent(db, invitation.id, parentId, invitation.student_id, now)) {
      linked.push(invitation.student_id);
      await writeAudit(db, {
        action: 'parent_invitation_accepted',
        actorType: 'user',
        actorId: parentId,
        targetType: 'student',
        targetId: invitation.student_id,
        details: { invitationId: invitation.id, by: 'confirmed_address' },
      });
    }
  }
  return linked;
}
