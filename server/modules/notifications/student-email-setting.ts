import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Whether the class's students (with a verified Google email) may get notification email. */
export async function readStudentEmailSetting(
  db: Kysely<Database>,
  classId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('classes')
    .select('student_email_notifications')
    .where('id', '=', classId)
    .executeTakeFirst();
  return Number(row?.student_email_notifications ?? 0) === 1;
}

/** A teacher of the class allows or stops notification email to its students. */
export async function setStudentEmailSetting(
  db: Kysely<Database>,
  classId: string,
  allowed: boolean,
): Promise<boolean> {
  await db
    .updateTable('classes')
    .set({ student_email_notifications: allowed ? 1 : 0 })
    .where('id', '=', classId)
    .execute();
  return allowed;
}

/**
 * Whether the student may get notification email at all: a verified email address, and a
 * class that allows it. The account page shows the preference only then.
 */
export async function studentEmailAvailable(
  db: Kysely<Database>,
  studentId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('students')
    .innerJoin('class_students', 'class_students.student_id', 'students.id')
    .innerJoin('classes', 'classes.id', 'class_students.class_id')
    .select('students.id')
    .where('students.id', '=', studentId)
    .where('students.email', 'is not', null)
    .where('students.email_verified_at', 'is not', null)
    .where('classes.student_email_notifications', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}
