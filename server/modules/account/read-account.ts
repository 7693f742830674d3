import type { Kysely } from 'kysely';
import type {
  StudentAccount,
  UserAccount,
  UserAccountChange,
} from '../../../common/schemas/account';
import { isJournalsAdult } from '../../access/site-accounts';
import type { Database } from '../../db/schema';
import { studentEmailAvailable } from '../notifications/student-email-setting';

/** A teacher's or parent's profile and email preference. */
export async function readUserAccount(
  db: Kysely<Database>,
  userId: string,
): Promise<UserAccount | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email', 'account_type', 'notification_email'])
    .where('id', '=', userId)
    .executeTakeFirst();
  // The Journals account page is for teachers and parents (an Academy participant has none).
  if (!row || !isJournalsAdult(row.account_type)) return undefined;
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    accountType: row.account_type,
    notificationEmail: row.notification_email,
  };
}

/** Changes the name and/or email preference; fields left out stay as they are. */
export async function updateUserAccount(
  db: Kysely<Database>,
  userId: string,
  change: UserAccountChange,
  now = new Date(),
): Promise<void> {
  const set = {
    ...(change.firstName !== undefined ? { first_name: change.firstName } : {}),
    ...(change.lastName !== undefined ? { last_name: change.lastName } : {}),
    ...(change.notificationEmail !== undefined
      ? { notification_email: change.notificationEmail }
      : {}),
  };
  if (Object.keys(set).length === 0) return;
  await db
    .updateTable('users')
    .set({ ...set, updated_at: now.toISOString() })
    .where('id', '=', userId)
    .execute();
}

/** A student's profile; their email preference only where email is available to them. */
export async function readStudentAccount(
  db: Kysely<Database>,
  studentId: string,
): Promise<StudentAccount | undefined> {
  const row = await db
    .selectFrom('students')
    .select(['first_name', 'last_name', 'username', 'email', 'notification_email'])
    .where('id', '=', studentId)
    .executeTakeFirst();
  if (!row) return undefined;
  const available = await studentEmailAvailable(db, studentId);
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    username: row.username,
    email: row.email,
    notificationEmail: available ? row.notification_email : null,
  };
}
