import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { deliveryTime, type QuietHours } from '../../../common/chat/delivery-window';
import { CHAT_PAGES } from '../../../common/chat/pages';
import { UNREAD_EMAIL_AFTER_MS } from '../../../common/chat/rules';
import { classChatPolicy } from '../../access/chat';
import { announceNotifications, recordNotifications } from '../notifications/record-notifications';

/** How often each instance looks for messages unread 15 minutes. */
export const UNREAD_NOTICE_INTERVAL_MS = 60_000;
/** Adults told per run at most; the next run takes the rest. */
const BATCH = 200;

/**
 * An adult who left a message unread for 15 minutes hears of it (issue 17, point 12): one
 * notification per conversation and unread stretch, which the notification email sends as
 * the adult chose (at once, a daily digest, or never, with its one-click unsubscribe), unless
 * they turned chat's email off (then the bell alone). Nothing
 * is sent inside the school's quiet hours or the adult's own; it waits for the morning. Each
 * stretch is claimed on `chat_members.emailed_through`, so two instances tell nobody twice.
 */
export async function noticeUnreadMessages(
  app: FastifyInstance,
  { now = new Date() }: { now?: Date } = {},
): Promise<number> {
  const before = new Date(now.getTime() - UNREAD_EMAIL_AFTER_MS).toISOString();
  const rows = await app.db
    .selectFrom('chat_members as me')
    .innerJoin('chat_conversations as c', 'c.id', 'me.conversation_id')
    .innerJoin('users', 'users.id', 'me.user_id')
    .leftJoin('chat_user_settings as prefs', 'prefs.user_id', 'me.user_id')
    .select([
      'me.conversation_id',
      'me.member_key',
      'me.user_id',
      'me.emailed_through',
      'c.class_id',
      'users.account_type',
      'prefs.quiet_start',
      'prefs.quiet_end',
      'prefs.email_off',
      (eb) =>
        eb
          .selectFrom('chat_messages as m')
          .select('m.sender_name')
          .whereRef('m.conversation_id', '=', 'me.conversation_id')
          .whereRef('m.sender_key', '<>', 'me.member_key')
          .where('m.delivered_at', '<=', before)
          .where('m.delivered_at', '>', sql<string>`coalesce(me.last_read_at, '')`)
          .where('m.delivered_at', '>', sql<string>`coalesce(me.emailed_through, '')`)
          .orderBy('m.delivered_at', 'desc')
          .limit(1)
          .as('sender_name'),
    ])
    .where('me.user_id', 'is not', null)
    .where('me.left_at', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('chat_messages as m')
          .select('m.id')
          .whereRef('m.conversation_id', '=', 'me.conversation_id')
          .whereRef('m.sender_key', '<>', 'me.member_key')
          .where('m.delivered_at', '<=', before)
          .where('m.delivered_at', '>', sql<string>`coalesce(me.last_read_at, '')`)
          .where('m.delivered_at', '>', sql<string>`coalesce(me.emailed_through, '')`),
      ),
    )
    .limit(BATCH)
    .execute();
  let told = 0;
  for (const row of rows) {
    const policy = await classChatPolicy(app.db, row.class_id);
    if (!policy) continue;
    const own: QuietHours[] =
      row.quiet_start && row.quiet_end ? [{ start: row.quiet_start, end: row.quiet_end }] : [];
    if (deliveryTime(now, policy.timeZone ?? 'UTC', own) > now) continue;
    let claim = app.db
      .updateTable('chat_members')
      .set({ emailed_through: now.toISOString() })
      .where('conversation_id', '=', row.conversation_id)
      .where('member_key', '=', row.member_key);
    claim = row.emailed_through
      ? claim.where('emailed_through', '=', row.emailed_through)
      : claim.where('emailed_through', 'is', null);
    const claimed = await claim.executeTakeFirst();
    if ((claimed.numUpdatedRows ?? 0n) === 0n) continue;
    const area = row.account_type === 'parent' ? 'parent' : 'teacher';
    const recipients = await recordNotifications(
      app.db,
      {
        kind: 'chat_message',
        recipients: [{ userId: row.user_id! }],
        classId: row.class_id,
        projectId: null,
        actorName: row.sender_name ?? '',
        subject: policy.classTitle,
        link: CHAT_PAGES.conversation(row.conversation_id, area),
        // "Email me about unread messages" off: the bell only.
        alreadyEmailed: row.email_off === 1,
      },
      now,
    );
    await announceNotifications(app.live, recipients);
    told += 1;
  }
  return told;
}
