import type { Transaction } from 'kysely';
import type { AcademyNotificationKind } from '../../../common/academy/notifications';
import type { LiveChannel } from '../../adapters/live/channel';
import type { Database } from '../../db/schema';
import {
  announceNotifications,
  recordNotifications,
  type NotificationRecipient,
} from '../notifications/record-notifications';

export type { NotificationRecipient };

/** One Academy event and who hears of it (the board calls this too). */
export interface AcademyNotification {
  kind: AcademyNotificationKind;
  courseId: string;
  /** Users to tell; the actor among them is dropped (see `actorUserId`). */
  recipientUserIds: string[];
  /** As shown: "Ana Pérez". */
  actorName: string;
  /** As shown: the lesson's, course's or thread's title. */
  subject: string;
  /** An Academy path, e.g. `/courses/ID/board/THREAD`. */
  link: string;
  /** Who acted, when known: dropped from the recipients (nobody is told of their own act). */
  actorUserId?: string;
}

/**
 * Kinds whose news already went by an email of its own (sharing emails the answer to a join
 * request): recorded as emailed, so notification email never says it twice.
 */
const EMAILED_BY_THEIR_MODULE: ReadonlySet<AcademyNotificationKind> = new Set(['join_approved']);

/**
 * Records an Academy notification for each recipient but the actor. Call it inside the
 * transaction of the change (a rolled-back change notifies nobody), then, once committed,
 * `announceAcademyNotifications` with what it answered so open bells ring.
 */
export async function notifyAcademy(
  trx: Transaction<Database>,
  event: AcademyNotification,
): Promise<NotificationRecipient[]> {
  const recipients = event.recipientUserIds
    .filter((userId) => userId !== event.actorUserId)
    .map((userId) => ({ userId }));
  return recordNotifications(trx, {
    kind: event.kind,
    recipients,
    classId: null,
    projectId: null,
    actorName: event.actorName,
    subject: event.subject,
    link: event.link,
    site: 'academy',
    courseId: event.courseId,
    alreadyEmailed: EMAILED_BY_THEIR_MODULE.has(event.kind),
  });
}

/** Rings the Academy bells of the recipients (on every instance), after the commit. */
export async function announceAcademyNotifications(
  live: LiveChannel,
  recipients: NotificationRecipient[],
): Promise<void> {
  await announceNotifications(live, recipients, 'academy');
}
