import type { Kysely } from 'kysely';
import type { NotificationKind } from '../../../common/notifications/kinds';
import type { LiveChannel } from '../../adapters/live/channel';
import type { Site } from '../../../common/academy/site';
import type { Database } from '../../db/schema';

/** Who hears of an event: a teacher or parent (users.id) or a student (students.id). */
export type NotificationRecipient = { userId: string } | { studentId: string };

export interface NewNotification {
  kind: NotificationKind;
  /** Every teacher of the class, the student, … Duplicates are dropped. */
  recipients: NotificationRecipient[];
  classId: string | null;
  projectId: string | null;
  /** As shown: "Ana P.", "Mrs. Lopez". */
  actorName: string;
  /** As shown: the activity's or the class's title. */
  subject: string;
  /** A path of this site the notification opens. */
  link: string;
  /** Which app's bell, list and email it belongs to; unset: the Journals'. */
  site?: Site;
  /** The Academy course it is about. */
  courseId?: string | null;
  /** Already told by an email of its own (an answered join request): never emailed again. */
  alreadyEmailed?: boolean;
}

/**
 * The live scope an account's bell listens on (plugins/live-channel.ts uses the same form):
 * each site's bell its own, so an Academy notification never rings the Journals' bell.
 */
export const notificationScope = (
  recipient: NotificationRecipient,
  site: Site = 'journals',
): string => {
  const account =
    'userId' in recipient
      ? `account:user:${recipient.userId}`
      : `account:student:${recipient.studentId}`;
  return site === 'journals' ? account : `${site}:${account}`;
};

const keyOf = (recipient: NotificationRecipient) =>
  'userId' in recipient ? `u:${recipient.userId}` : `s:${recipient.studentId}`;

/**
 * Stores one notification row per recipient. Call it inside the transaction of the change it
 * announces, so a rolled-back change notifies nobody; then, once committed, call
 * `announceNotifications` with what this answered so open bells update live.
 */
export async function recordNotifications(
  db: Kysely<Database>,
  notification: NewNotification,
  now = new Date(),
): Promise<NotificationRecipient[]> {
  const unique = new Map(notification.recipients.map((r) => [keyOf(r), r]));
  const recipients = [...unique.values()];
  if (recipients.length === 0) return [];
  const createdAt = now.toISOString();
  await db
    .insertInto('notifications')
    .values(
      recipients.map((recipient) => ({
        id: crypto.randomUUID(),
        recipient_user_id: 'userId' in recipient ? recipient.userId : null,
        recipient_student_id: 'studentId' in recipient ? recipient.studentId : null,
        kind: notification.kind,
        class_id: notification.classId,
        project_id: notification.projectId,
        actor_name: notification.actorName.slice(0, 200),
        subject: notification.subject.slice(0, 300),
        link: notification.link,
        created_at: createdAt,
        read_at: null,
        emailed_at: notification.alreadyEmailed ? createdAt : null,
        site: notification.site ?? 'journals',
        course_id: notification.courseId ?? null,
      })),
    )
    .execute();
  return recipients;
}

/** Tells each recipient's open pages, on every instance, that a notification arrived. */
export async function announceNotifications(
  live: LiveChannel,
  recipients: NotificationRecipient[],
  site: Site = 'journals',
): Promise<void> {
  await Promise.all(
    recipients.map((recipient) =>
      live.publish({
        type: 'notification',
        scope: notificationScope(recipient, site),
        id: keyOf(recipient),
      }),
    ),
  );
}
