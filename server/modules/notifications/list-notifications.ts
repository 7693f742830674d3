import type { Kysely } from 'kysely';
import {
  NOTIFICATION_PAGE_SIZE,
  type NotificationItem,
  type NotificationList,
} from '../../../common/schemas/notifications';
import type { Site } from '../../../common/academy/site';
import type { Database, NotificationsTable } from '../../db/schema';
import type { NotificationRecipient } from './record-notifications';

type Row = Pick<
  NotificationsTable,
  'id' | 'kind' | 'actor_name' | 'subject' | 'link' | 'created_at' | 'read_at'
>;

export const NOTIFICATION_COLUMNS = [
  'id',
  'kind',
  'actor_name',
  'subject',
  'link',
  'created_at',
  'read_at',
] as const;

export const toNotificationItem = (row: Row): NotificationItem => ({
  id: row.id,
  kind: row.kind,
  actorName: row.actor_name,
  subject: row.subject,
  link: row.link,
  createdAt: row.created_at,
  readAt: row.read_at,
});

/**
 * The rows of one recipient on one site, and nobody else's: every query here starts from
 * this. Each app reads only its own (a teacher who also teaches in the Academy has two lists).
 */
export function recipientRows(
  db: Kysely<Database>,
  recipient: NotificationRecipient,
  site: Site = 'journals',
) {
  const query = db.selectFrom('notifications').where('site', '=', site);
  return 'userId' in recipient
    ? query.where('recipient_user_id', '=', recipient.userId)
    : query.where('recipient_student_id', '=', recipient.studentId);
}

/** How many of the recipient's notifications are unread (the bell's count). */
export async function countUnread(
  db: Kysely<Database>,
  recipient: NotificationRecipient,
  site: Site = 'journals',
): Promise<number> {
  const row = await recipientRows(db, recipient, site)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * One page of the recipient's notifications, newest first. The cursor is the last row of the
 * page before (`createdAt~id`), so a notification arriving meanwhile never shifts the pages.
 */
export async function listNotifications(
  db: Kysely<Database>,
  recipient: NotificationRecipient,
  {
    cursor,
    limit = NOTIFICATION_PAGE_SIZE,
  }: { cursor?: string | undefined; limit?: number | undefined },
  site: Site = 'journals',
): Promise<NotificationList> {
  let query = recipientRows(db, recipient, site).select([...NOTIFICATION_COLUMNS]);
  if (cursor) {
    const [createdAt = '', id = ''] = cursor.split('~');
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', createdAt),
        eb.and([eb('created_at', '=', createdAt), eb('id', '<', id)]),
      ]),
    );
  }
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    notifications: page.map(toNotificationItem),
    unread: await countUnread(db, recipient, site),
    nextCursor: rows.length > limit && last ? `${last.created_at}~${last.id}` : null,
  };
}
