import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { writeAudit } from '../../lib/audit';

export type DeletionVia = 'educator' | 'admin' | 'schedule';

export interface DeletionContext {
  /** The teacher or admin who deletes; null for the scheduled job. */
  userId: string | null;
  via: DeletionVia;
  /** The parent's request being carried out, if any. */
  requestId?: string | null;
  now: Date;
}

/**
 * Deletes a student and everything about them, inside the caller's transaction: the student
 * row, and with it (ON DELETE CASCADE) class places, writing and its comments, points,
 * avatar items, parent links, join requests, Google identity, book pieces and parent
 * invitations; the co-authored pieces of writing rooms they wrote in; then what has no
 * foreign key: sessions, codes, the name on order lines, used invitations sent to the
 * student's address, and the audit rows that carry the student's personal data (their own
 * actions, which hold their IP address, and rows whose details spell their name, username
 * or email). The deletion itself is audited with ids only. Any pending deletion request for
 * the student is completed with it. Deleting a student who is already gone changes nothing
 * and answers false.
 */
export async function deleteStudentData(
  trx: Transaction<Database>,
  studentId: string,
  context: DeletionContext,
): Promise<boolean> {
  const now = context.now.toISOString();
  await trx
    .updateTable('deletion_requests')
    .set({ status: 'completed', completed_at: now, completed_by: context.userId })
    .where('student_id', '=', studentId)
    .where('status', '=', 'pending')
    .execute();
  const student = await trx
    .selectFrom('students')
    .select(['id', 'first_name', 'last_name', 'username', 'email'])
    .where('id', '=', studentId)
    .executeTakeFirst();
  if (!student) return false;

  await trx
    .updateTable('order_items')
    .set({ student_name: null })
    .where('student_id', '=', studentId)
    .execute();
  await trx
    .deleteFrom('sessions')
    .where('subject_type', '=', 'student')
    .where('subject_id', '=', studentId)
    .execute();
  await trx
    .deleteFrom('verification_codes')
    .where('subject_type', '=', 'student')
    .where('subject_id', '=', studentId)
    .execute();
  if (student.email) {
    await trx
      .deleteFrom('invitations')
      .where('email', '=', student.email)
      .where('used_at', 'is not', null)
      .where('class_id', 'is not', null)
      .execute();
  }

  await forgetAuditTrail(trx, {
    type: 'student',
    id: studentId,
    spelled: [`${student.first_name} ${student.last_name}`, student.username, student.email],
  });

  // A co-authored piece (a writing room's, issue 18) holds their words: it goes with them, from
  // the class's writing and from books, as their own pieces do (the rest by cascade).
  await trx
    .deleteFrom('book_pieces')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('book_piece_authors')
        .select('book_piece_id')
        .where('student_id', '=', studentId),
    )
    .execute();
  await trx
    .deleteFrom('writing_room_pieces')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('writing_room_piece_authors')
        .select('piece_id')
        .where('student_id', '=', studentId),
    )
    .execute();
  await trx.deleteFrom('students').where('id', '=', studentId).execute();
  await writeAudit(trx, {
    action: 'student_deleted',
    actorType: context.userId ? 'user' : null,
    actorId: context.userId,
    targetType: 'student',
    targetId: studentId,
    details: { via: context.via, ...(context.requestId ? { requestId: context.requestId } : {}) },
  });
  return true;
}

/**
 * Deletes the audit rows that carry a deleted person's personal data: their own actions
 * (which hold their IP address), and rows about them whose details spell their name,
 * username or email. Shared by the deletion of a student and of an Academy account.
 */
export async function forgetAuditTrail(
  trx: Transaction<Database>,
  subject: { type: 'student' | 'user'; id: string; spelled: (string | null)[] },
): Promise<void> {
  const spelled = subject.spelled.filter((text): text is string =>
    Boolean(text && text.trim().length >= 3),
  );
  await trx
    .deleteFrom('audit_log')
    .where((eb) =>
      eb.or([
        eb.and([eb('actor_type', '=', subject.type), eb('actor_id', '=', subject.id)]),
        eb.and([
          eb.or([eb('target_id', '=', subject.id), eb('actor_id', '=', subject.id)]),
          eb.or(spelled.map((text) => sql<boolean>`details like ${likePattern(text)} escape '\\'`)),
        ]),
      ]),
    )
    .execute();
}

/** `%text%` for LIKE, with %, _ and the escape character matching themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[%_\\]/g, (char) => `\\${char}`)}%`;
}
