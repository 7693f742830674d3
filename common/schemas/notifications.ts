import { z } from 'zod';
import { NOTIFICATION_EMAIL_PREFERENCES, NOTIFICATION_KINDS } from '../notifications/kinds';
import { NOTIFICATION_MESSAGES as M } from '../notifications/messages';
import { isoDate } from './fields';
import { idParam } from './ids';

/**
 * The notification centre's API (issue 11, points 14–15). A teacher or parent reads their own
 * notifications as `user`, a student as `student` (each with their own session cookie, so a
 * teacher who opened "Log in as" still sees each list apart).
 */
const base = '/api/notifications';
const id = (value: string) => encodeURIComponent(value);

export const NOTIFICATION_AUDIENCES = ['user', 'student'] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];

export const NOTIFICATIONS_API = {
  list: (audience: NotificationAudience) => `${base}/${audience}`,
  readAll: (audience: NotificationAudience) => `${base}/${audience}/read_all`,
  read: (audience: NotificationAudience, notificationId: string) =>
    `${base}/${audience}/${id(notificationId)}/read`,
  /** Server-Sent Events: `event: notification` whenever one arrives for the account. */
  live: (accountId: string) => `${base}/live/${id(accountId)}`,
  /** Whether a class's students with a verified Google email may get notification email. */
  classStudentEmail: (classId: string) => `${base}/classes/${id(classId)}/student_email`,
  /**
   * The one-click unsubscribe of every notification email (RFC 8058), `?t=` the signed token:
   * POST turns the email off (no cookies, no Origin: a mail client sends it); GET never does.
   */
  unsubscribe: `${base}/unsubscribe`,
} as const;

/** How many notifications one page holds: the bell shows the first page. */
export const NOTIFICATION_PAGE_SIZE = 20;

export const audienceParamsSchema = z.object({ audience: z.enum(NOTIFICATION_AUDIENCES) });
export const notificationParamsSchema = audienceParamsSchema.extend({ notificationId: idParam });
export const liveParamsSchema = z.object({ accountId: idParam });
export const classParamsSchema = z.object({ classId: idParam });

/** `createdAt~id` of the last notification of the page before: the next page starts after it. */
const CURSOR = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z~[A-Za-z0-9-]{1,40}$/;

export const listQuerySchema = z.object({
  cursor: z.string().max(100).regex(CURSOR, M.badCursor).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});
export type NotificationListQuery = z.infer<typeof listQuerySchema>;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  actorName: z.string(),
  subject: z.string(),
  /** A path of this site; the screens follow it only through common/redirect.ts. */
  link: z.string(),
  createdAt: isoDate,
  readAt: isoDate.nullable(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  /** Unread notifications in all (not only on this page): the bell's count. */
  unread: z.number().int(),
  /** The next page's cursor, or null on the last page. */
  nextCursor: z.string().nullable(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const readAnswerSchema = z.object({
  notification: notificationSchema,
  unread: z.number().int(),
});
export type ReadAnswer = z.infer<typeof readAnswerSchema>;

export const readAllAnswerSchema = z.object({ unread: z.number().int(), marked: z.number().int() });
export type ReadAllAnswer = z.infer<typeof readAllAnswerSchema>;

export const studentEmailSettingSchema = z.object({ allowed: z.boolean() });
export type StudentEmailSetting = z.infer<typeof studentEmailSettingSchema>;

/** The unsubscribe token (`?t=`), signed by the server; anything else is refused. */
export const unsubscribeQuerySchema = z.object({ t: z.string().max(200).optional() });
/** A mail client posts `List-Unsubscribe=One-Click` as a form; the confirm page posts `{}`. */
export const unsubscribeBodySchema = z
  .object({ 'List-Unsubscribe': z.string().max(40).optional() })
  .describe('The RFC 8058 form field, or an empty JSON object');
export const unsubscribeAnswerSchema = z.object({
  /** True once the email preference is off (at once for GET: nothing is changed by GET). */
  unsubscribed: z.boolean(),
});
export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswerSchema>;

export const emailPreferenceSchema = z.enum(NOTIFICATION_EMAIL_PREFERENCES);
