import type { Kysely, Transaction } from 'kysely';
import { classPagePath } from '../../../common/routes';
import { teachersOfClasses } from '../../access/teaches-class';
import type { Database } from '../../db/schema';
import {
  recordNotifications,
  type NotificationRecipient,
} from '../notifications/record-notifications';

export interface JoinRequestResult {
  /** 'member': the student is in the class already, so nothing was asked. */
  status: 'pending' | 'member';
  requestId: string | null;
  /**
   * The teachers told of a new request (owner and co-teachers); empty when nothing new was
   * asked. Once the change is committed, the caller announces it (`announceNotifications`).
   */
  notified: NotificationRecipient[];
}

/**
 * A student asks to join a class (they arrived with its Access Code, e.g. through Google
 * sign-in); a teacher of the class approves or declines. One request per class and student
 * (unique constraint): asking again while pending changes nothing, and asking after a refusal
 * (or after being removed from the class) opens the same request again. Each new or reopened
 * request notifies every teacher of the class, in the same transaction.
 */
export async function createJoinRequest(
  db: Kysely<Database> | Transaction<Database>,
  { classId, studentId, now = new Date() }: { classId: string; studentId: string; now?: Date },
): Promise<JoinRequestResult> {
  if (!db.isTransaction) {
    return db.transaction().execute((trx) => createJoinRequest(trx, { classId, studentId, now }));
  }
  const member = await db
    .selectFrom('class_students')
    .select('student_id')
    .where('class_id', '=', classId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  if (member) return { status: 'member', requestId: null, notified: [] };
  const at = now.toISOString();
  const inserted = await db
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
    .executeTakeFirst();
  const reopened = await db
    .updateTable('class_join_requests')
    .set({ status: 'pending', created_at: at, decided_at: null, decided_by: null })
    .where('class_id', '=', classId)
    .where('student_id', '=', studentId)
    .where('status', '!=', 'pending')
    .executeTakeFirst();
  const row = await db
    .selectFrom('class_join_requests')
    .select('id')
    .where('class_id', '=', classId)
    .where('student_id', '=', studentId)
    .executeTakeFirstOrThrow();
  const asked =
    Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 || Number(reopened.numUpdatedRows) > 0;
  const notified = asked ? await notifyTeachers(db, { classId, studentId, now }) : [];
  return { status: 'pending', requestId: row.id, notified };
}

/** Tells every teacher of the class that the student asks to join, linking to the class page. */
async function notifyTeachers(
  db: Kysely<Database>,
  { classId, studentId, now }: { classId: string; studentId: string; now: Date },
): Promise<NotificationRecipient[]> {
  const student = await db
    .selectFrom('students')
    .select(['first_name', 'last_name'])
    .where('id', '=', studentId)
    .executeTakeFirstOrThrow();
  const classRow = await db
    .selectFrom('classes')
    .select('title')
    .where('id', '=', classId)
    .executeTakeFirstOrThrow();
  const teachers = await teachersOfClasses(db, [classId]);
  const initial = student.last_name.trim().charAt(0);
  return recordNotifications(
    db,
    {
      kind: 'join_request',
      recipients: teachers.map(({ teacherId }) => ({ userId: teacherId })),
      classId,
      projectId: null,
      actorName: initial ? `${student.first_name} ${initial}.` : student.first_name,
      subject: classRow.title,
      link: classPagePath(classId),
    },
    now,
  );
}
