import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { NotificationRecipient } from './record-notifications';

/** Turns the recipient's notification email off (RFC 8058 one-click); doing it again is harmless. */
export async function turnOffNotificationEmail(
  db: Kysely<Database>,
  recipient: NotificationRecipient,
  now = new Date(),
): Promise<void> {
  if ('userId' in recipient) {
    await db
      .updateTable('users')
      .set({ notification_email: 'off', updated_at: now.toISOString() })
      .where('id', '=', recipient.userId)
      .execute();
    return;
  }
  await db
    .updateTable('students')
    .set({ notification_email: 'off', updated_at: now.toISOString() })
    .where('id', '=', recipient.studentId)
    .execute();
}
