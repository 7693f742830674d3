import { z } from 'zod';
import { emailPreferenceSchema } from './notifications';

/**
 * The Academy's notification centre (issue 13, point 14) at /api/academy/notifications: the
 * signed-in Academy account's own notifications (the Journals' list never shows them, nor
 * this one the Journals'), their live stream, and the email preference. The answers are the
 * Journals' schemas (common/schemas/notifications.ts); the one-click unsubscribe is shared.
 */
const base = '/api/academy/notifications';

export const ACADEMY_NOTIFICATIONS_API = {
  list: base,
  readAll: `${base}/read_all`,
  read: (notificationId: string) => `${base}/${encodeURIComponent(notificationId)}/read`,
  /** Server-Sent Events: `event: notification` whenever one arrives for the signed-in account. */
  live: `${base}/live`,
  /** GET or PUT: immediate, daily digest, or off. */
  preference: `${base}/preference`,
} as const;

export const academyEmailPreferenceSchema = z.object({ notificationEmail: emailPreferenceSchema });
export type AcademyEmailPreference = z.infer<typeof academyEmailPreferenceSchema>;
