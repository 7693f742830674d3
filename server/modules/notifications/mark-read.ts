import type { Kysely } from 'kysely';
import type { NotificationItem } from '../../../common/schemas/notifications';
import type { Site } from '../../../common/academy/site';
import type { Database } from '../../db/schema';
import { NOTIFICATION_COLUMNS, recipientRows, toNotificationItem } from './list-notifications';
import type { NotificationRecipient } from './record-notifications';

const recipientWhere = (recipient: NotificationRecipient) =>
  'userId' in recipient
    ? (['recipient_user_id', recipient.userId] as const)
    : (['recipient_student_id', recipient.studentId] as const);

/**
 * Marks one of the recipient's notifications read; undefined when it is not theirs (or does
 * not exist). Reading it again keeps the first time it was read.
 */
export async function markNotificationRead(
  db: Kysely<Database>,
  recipient: NotificationRecipient,
  notificationId: string,
  now = new Date(),
  site: Site = 'journals',
): Promise<NotificationItem | undefined> {
  const [column, id] = recipientWhere(recipient);
  await db
    .updateTable('notifications')
    .set({ read_at: now.toISOString() })
    .where('id', '=', notificationId)
    .where(column, '=', id)
    .where('site', '=', site)
    .where('read_at', 'is', null)
    .execute();
  const row = await recipientRows(db, recipient, site)
    .select([...NOTIFICATION_COLUMNS])
    .where('id', '=', notificationId)
    .executeTakeFirst();
  return row && toNotificationItem(row);
}

/** Marks every unread notification of the recipient read; answers how many changed. */
export async function markAllNotificationsRead(
  db: Kysely<Database>,
  recipient: NotificationRecipient,
  now = new Date(),
  site: Site = 'journals',
): Promise<number> {
  const [column, id] = recipientWhere(recipient);
  const result = await db
    .updateTable('notifications')
    .set({ read_at: now.toISOString() })
    .where(column, '=', id)
    .where('site', '=', site)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
