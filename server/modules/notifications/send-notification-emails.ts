import type { FastifyInstance } from 'fastify';
import { isJournalsAdult } from '../../access/site-accounts';
import type { Kysely, Transaction } from 'kysely';
import { ALWAYS_IMMEDIATE_KINDS } from '../../../common/academy/notifications';
import { ACADEMY_PATHS } from '../../../common/academy/routes';
import type { Site } from '../../../common/academy/site';
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
 * whose teachers allow it. Each site emails its own notifications, with links to its own host
 * and pages (issue 13, point 14): a teacher who also teaches in the Academy gets each site's
 * email apart. In the Academy an @mention goes out at once even to a daily-digest reader
 * (ALWAYS_IMMEDIATE_KINDS); email off, by the setting or the one-click link, stays off.
 * Each notification is emailed at most once: a run claims rows with a
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

/**
 * What a site's emails link to: its host, its pages by the reader's area, and the one-click
 * unsubscribe (the same signed token and call on either host).
 */
interface SiteMail {
  site: Site;
  base: string;
  kinds: readonly Kind[];
  notificationsPage: (area: AreaName | 'academy') => string;
  settingsPage: (area: AreaName | 'academy') => string;
  unsubscribePage: string;
}

// A Journals reader always has a Journals area; 'academy' never reaches these pages.
const journalsMail = (base: string): SiteMail => ({
  site: 'journals',
  base,
  kinds: ['user', 'student'],
  notificationsPage: (area) => (area === 'academy' ? PATHS.home : notificationsPath(area)),
  settingsPage: (area) => (area === 'academy' ? PATHS.home : accountPath(area)),
  unsubscribePage: PATHS.emailUnsubscribe,
});

const academyMail = (base: string): SiteMail => ({
  site: 'academy',
  base,
  kinds: ['user'],
  notificationsPage: () => ACADEMY_PATHS.notifications,
  settingsPage: () => ACADEMY_PATHS.notificationSettings,
  unsubscribePage: ACADEMY_PATHS.emailUnsubscribe,
});

/**
 * Sends the notification email due at `now` (the plugin runs it on a timer; tests with their
 * own `now`): the Journals' with `publicBaseUrl`, the Academy's with `academyBaseUrl` (none
 * without it).
 */
export async function sendNotificationEmails(
  app: FastifyInstance,
  {
    now = new Date(),
    publicBaseUrl,
    academyBaseUrl,
  }: { now?: Date; publicBaseUrl: string; academyBaseUrl?: string | undefined },
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
  const key = await unsubscribeKey(app.db);
  const sites = [journalsMail(publicBaseUrl.replace(/\/+$/, ''))];
  if (academyBaseUrl) sites.push(academyMail(academyBaseUrl.replace(/\/+$/, '')));
  for (const mail of sites) {
    for (const kind of mail.kinds) {
      for (const window of windows) {
        // Claimed recipients have nothing left in the window, so each round sees new ones only.
        for (;;) {
          const due = await dueRecipients(app.db, kind, window, mail.site);
          for (const recipient of due) {
            const sent = await emailRecipient(app, { kind, recipient, window, now, mail, key });
            if (sent > 0) {
              result.emails += 1;
              result.notifications += sent;
            }
          }
          if (due.length < NOTIFICATION_EMAIL.batch) break;
        }
      }
    }
  }
  return result;
}

interface DueRecipient {
  id: string;
  email: string;
  firstName: string;
  area: AreaName | 'academy';
  /** The reader's own preference (a daily reader's mentions ride the immediate window). */
  preference: NotificationEmailPreference;
}

/** In the immediate window, a daily reader is due only for what always goes at once. */
const onlyAlwaysImmediate = (window: Window, recipient: { preference: string }) =>
  window.preference === 'immediate' && recipient.preference === 'daily';

/** Notifications of the window not yet emailed, of a recipient who wants them by email. */
async function dueRecipients(
  db: Kysely<Database>,
  kind: Kind,
  window: Window,
  site: Site,
): Promise<DueRecipient[]> {
  const unsent = db
    .selectFrom('notifications')
    .where('notifications.site', '=', site)
    .where('notifications.emailed_at', 'is', null)
    .where('notifications.created_at', '>', window.from)
    .where('notifications.created_at', '<=', window.to);
  if (kind === 'user' && site === 'academy') {
    const rows = await unsent
      .innerJoin('users', 'users.id', 'notifications.recipient_user_id')
      .where('users.account_type', 'in', ['teacher', 'participant'])
      .where((eb) =>
        window.preference === 'immediate'
          ? eb.or([
              eb('users.notification_email', '=', 'immediate'),
              eb.and([
                eb('users.notification_email', '=', 'daily'),
                eb('notifications.kind', 'in', [...ALWAYS_IMMEDIATE_KINDS]),
              ]),
            ])
          : eb('users.notification_email', '=', window.preference),
      )
      .select(['users.id', 'users.email', 'users.first_name', 'users.notification_email'])
      .distinct()
      .orderBy('users.id')
      .limit(NOTIFICATION_EMAIL.batch)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      area: 'academy' as const,
      preference: row.notification_email,
    }));
  }
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
      return [
        {
          id: row.id,
          email: row.email,
          firstName: row.first_name,
          area,
          preference: window.preference,
        },
      ];
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
    preference: window.preference,
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
    mail,
    key,
  }: {
    kind: Kind;
    recipient: DueRecipient;
    window: Window;
    now: Date;
    mail: SiteMail;
    key: string;
  },
): Promise<number> {
  const { base } = mail;
  return app.db.transaction().execute(async (trx) => {
    const claimed = await claim(trx, { kind, recipient, window, now, site: mail.site });
    if (claimed.length === 0) return 0;
    const who: NotificationRecipient =
      kind === 'user' ? { userId: recipient.id } : { studentId: recipient.id };
    const token = encodeURIComponent(unsubscribeToken(key, who));
    const message = notificationEmailTemplate({
      firstName: recipient.firstName,
      kind: window.preference,
      site: mail.site,
      notifications: claimed
        .toSorted((a, b) => a.created_at.localeCompare(b.created_at))
        .map((row) => ({
          sentence: notificationSentence({
            kind: row.kind,
            actorName: row.actor_name,
            subject: row.subject,
          }),
          link: `${base}${sameOriginPath(row.link) ?? mail.notificationsPage(recipient.area)}`,
          createdAt: row.created_at,
        })),
      allLink: `${base}${mail.notificationsPage(recipient.area)}`,
      accountLink: `${base}${mail.settingsPage(recipient.area)}`,
      unsubscribePage: `${base}${mail.unsubscribePage}?t=${token}`,
      oneClickUrl: `${base}${NOTIFICATIONS_API.unsubscribe}?t=${token}`,
    });
    await app.email.send({ ...message, to: recipient.email }, { db: trx });
    return claimed.length;
  });
}

async function claim(
  trx: Transaction<Database>,
  {
    kind,
    recipient,
    window,
    now,
    site,
  }: { kind: Kind; recipient: DueRecipient; window: Window; now: Date; site: Site },
) {
  let update = trx
    .updateTable('notifications')
    .set({ emailed_at: now.toISOString() })
    .where('site', '=', site)
    .where('emailed_at', 'is', null)
    .where('created_at', '>', window.from)
    .where('created_at', '<=', window.to);
  if (onlyAlwaysImmediate(window, recipient)) {
    update = update.where('kind', 'in', [...ALWAYS_IMMEDIATE_KINDS]);
  }
  update =
    kind === 'user'
      ? update.where('recipient_user_id', '=', recipient.id)
      : update
          .where('recipient_student_id', '=', recipient.id)
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
