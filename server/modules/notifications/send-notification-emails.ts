import type { FastifyInstance } from 'fastify';
import { isJournalsAdult } from '../../access/site-accounts';
import type { Kysely, Transaction } from 'kysely';
import type { NotificationEmailPreference } from '../../../common/notifications/kinds';
import { notificationSentence } from '../../../common/notifications/messages';
import { sameOriginPath } from '../../../common/redirect';
import { accountPath, notificationsPath, PATHS, type AreaName } from '../../../common/routes';
import { NOTIFICATIONS_API } from '../../../common/schemas/notifications';
import { notificationEmailTemplate } from '../../adapters/email/templates/notification';
import type { Database } from '../../db/schema';
import { DAY_MS, MINUTE_MS } from '../../lib/tokens';
import type { NotificationRecipient } from './record-notifications';
import { unsubscribeKey, unsubscribeToken } from './unsubscribe-token';

/**
 * When notification email goes out (issue 11, point 15):
 * - 'immediate': every run (each instance, every `intervalMs`) sends each recipient one email
 *   with everything that arrived since the last one, so a burst becomes one email, within one
 *   interval. Notifications older than `immediateWithinMs` are not emailed any more (someone
 *   who turns email on is not sent the past).
 * - 'daily': one digest a day, from `digestHourUtc`:00 UTC on (07:00 in New York in winter,
 *   13:00 in Paris), listing what arrived in the 24 hours before that hour; what arrives after
 *   it waits for the next day's digest.
 * - 'off': none.
 * Students get email only with a verified email address, and only for notifications of a class
 * whose teachers allow it. Each notification is emailed at most once: a run claims rows with a
 * conditional update on `emailed_at` in the transaction that writes the email, so instances
 * running at once never send the same notification twice.
 */
export const NOTIFICATION_EMAIL = {
  intervalMs: 20_000,
  immediateWithinMs: 60 * MINUTE_MS,
  digestHourUtc: 12,
  /** Recipients per query; a run goes on until none is due. */
  batch: 100,
} as const;

type Kind = 'user' | 'student';
interface Window {
  preference: Exclude<NotificationEmailPreference, 'off'>;
  /** Notifications created after this (exclusive)… */
  from: string;
  /** …and up to this (inclusive). */
  to: string;
}

export interface NotificationEmailResult {
  emails: number;
  notifications: number;
}

/** The last digest time at or before `now`: today's hour if it has passed, else yesterday's. */
export function digestCutoff(now: Date, hourUtc: number = NOTIFICATION_EMAIL.digestHourUtc): Date {
  const today = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hourUtc),
  );
  return today.getTime() <= now.getTime() ? today : new Date(today.getTime() - DAY_MS);
}

/** Sends the notification email due at `now` (the plugin runs it on a timer; tests with their own `now`). */
export async function sendNotificationEmails(
  app: FastifyInstance,
  { now = new Date(), publicBaseUrl }: { now?: Date; publicBaseUrl: string },
): Promise<NotificationEmailResult> {
  const result: NotificationEmailResult = { emails: 0, notifications: 0 };
  const cutoff = digestCutoff(now);
  const windows: Window[] = [
    {
      preference: 'immediate',
      from: new Date(now.getTime() - NOTIFICATION_EMAIL.immediateWithinMs).toISOString(),
      to: now.toISOString(),
    },
    {
      preference: 'daily',
      from: new Date(cutoff.getTime() - DAY_MS).toISOString(),
      to: cutoff.toISOString(),
    },
  ];
  const base = publicBaseUrl.replace(/\/+$/, '');
  const key = await unsubscribeKey(app.db);
  for (const kind of ['user', 'student'] as const) {
    for (const window of windows) {
      // Claimed recipients have nothing left in the window, so each round sees new ones only.
      for (;;) {
        const due = await dueRecipients(app.db, kind, window);
        for (const recipient of due) {
          const sent = await emailRecipient(app, { kind, recipient, window, now, base, key });
          if (sent > 0) {
            result.emails += 1;
            result.notifications += sent;
          }
        }
        if (due.length < NOTIFICATION_EMAIL.batch) break;
      }
    }
  }
  return result;
}

interface DueRecipient {
  id: string;
  email: string;
  firstName: string;
  area: AreaName;
}

/** Notifications of the window not yet emailed, of a recipient who wants them by email. */
async function dueRecipients(
  db: Kysely<Database>,
  kind: Kind,
  window: Window,
): Promise<DueRecipient[]> {
  const unsent = db
    .selectFrom('notifications')
    .where('notifications.emailed_at', 'is', null)
    .where('notifications.created_at', '>', window.from)
    .where('notifications.created_at', '<=', window.to);
  if (kind === 'user') {
    const rows = await unsent
      .innerJoin('users', 'users.id', 'notifications.recipient_user_id')
      .where('users.notification_email', '=', window.preference)
      .where('users.account_type', 'in', ['teacher', 'parent'])
      .select(['users.id', 'users.email', 'users.first_name', 'users.account_type'])
      .distinct()
      .orderBy('users.id')
      .limit(NOTIFICATION_EMAIL.batch)
      .execute();
    // Journals notifications reach teachers and parents; the Academy's come with its courses.
    return rows.flatMap((row) => {
      const area = row.account_type;
      if (!isJournalsAdult(area)) return [];
      return [{ id: row.id, email: row.email, firstName: row.first_name, area }];
    });
  }
  const rows = await unsent
    .innerJoin('students', 'students.id', 'notifications.recipient_student_id')
    .innerJoin('classes', 'classes.id', 'notifications.class_id')
    .where('classes.student_email_notifications', '=', 1)
    .where('students.notification_email', '=', window.preference)
    .where('students.email', 'is not', null)
    .where('students.email_verified_at', 'is not', null)
    .select(['students.id', 'students.email', 'students.first_name'])
    .distinct()
    .orderBy('students.id')
    .limit(NOTIFICATION_EMAIL.batch)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email ?? '',
    firstName: row.first_name,
    area: 'student' as const,
  }));
}

/**
 * Claims the recipient's notifications of the window (only rows nobody claimed yet) and writes
 * one email listing them, in one transaction: a failed write leaves them unclaimed. Answers
 * how many notifications the email carries (0: another instance was first).
 */
async function emailRecipient(
  app: FastifyInstance,
  {
    kind,
    recipient,
    window,
    now,
    base,
    key,
  }: { kind: Kind; recipient: DueRecipient; window: Window; now: Date; base: string; key: string },
): Promise<number> {
  return app.db.transaction().execute(async (trx) => {
    const claimed = await claim(trx, kind, recipient.id, window, now);
    if (claimed.length === 0) return 0;
    const who: NotificationRecipient =
      kind === 'user' ? { userId: recipient.id } : { studentId: recipient.id };
    const token = encodeURIComponent(unsubscribeToken(key, who));
    const message = notificationEmailTemplate({
      firstName: recipient.firstName,
      kind: window.preference,
      notifications: claimed
        .toSorted((a, b) => a.created_at.localeCompare(b.created_at))
        .map((row) => ({
          sentence: notificationSentence({
            kind: row.kind,
            actorName: row.actor_name,
            subject: row.subject,
          }),
          link: `${base}${sameOriginPath(row.link) ?? notificationsPath(recipient.area)}`,
          createdAt: row.created_at,
        })),
      allLink: `${base}${notificationsPath(recipient.area)}`,
      accountLink: `${base}${accountPath(recipient.area)}`,
      unsubscribePage: `${base}${PATHS.emailUnsubscribe}?t=${token}`,
      oneClickUrl: `${base}${NOTIFICATIONS_API.unsubscribe}?t=${token}`,
    });
    await app.email.send({ ...message, to: recipient.email }, { db: trx });
    return claimed.length;
  });
}

async function claim(
  trx: Transaction<Database>,
  kind: Kind,
  recipientId: string,
  window: Window,
  now: Date,
) {
  let update = trx
    .updateTable('notifications')
    .set({ emailed_at: now.toISOString() })
    .where('emailed_at', 'is', null)
    .where('created_at', '>', window.from)
    .where('created_at', '<=', window.to);
  update =
    kind === 'user'
      ? update.where('recipient_user_id', '=', recipientId)
      : update
          .where('recipient_student_id', '=', recipientId)
          .where((eb) =>
            eb(
              'class_id',
              'in',
              eb
                .selectFrom('classes')
                .select('classes.id')
                .where('classes.student_email_notifications', '=', 1),
            ),
          );
  return update.returning(['kind', 'actor_name', 'subject', 'link', 'created_at']).execute();
}
