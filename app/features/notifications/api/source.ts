import type { QueryKey } from '@tanstack/react-query';
import { NOTIFICATIONS_API, type NotificationAudience } from '@common/schemas/notifications';
import { NOTIFICATION_KEYS } from './keys';

/**
 * Where a notification list is read and marked: the Journals' per audience, the Academy's
 * (issue 13) under /api/academy/notifications. The bell, its rows and the live stream take
 * one, so each site shows only its own notifications with the same components.
 */
export interface NotificationSource {
  /** The root of every query of this list (all are read again when one arrives). */
  key: QueryKey;
  list: string;
  readAll: string;
  read: (notificationId: string) => string;
  /** The live stream of the signed-in account. */
  live: (accountId: string) => string;
}

const journals = (audience: NotificationAudience): NotificationSource => ({
  key: NOTIFICATION_KEYS.audience(audience),
  list: NOTIFICATIONS_API.list(audience),
  readAll: NOTIFICATIONS_API.readAll(audience),
  read: (notificationId) => NOTIFICATIONS_API.read(audience, notificationId),
  live: NOTIFICATIONS_API.live,
});

/** One constant per audience, so hooks that depend on the source stay put between renders. */
const JOURNALS_SOURCES: Record<NotificationAudience, NotificationSource> = {
  user: journals('user'),
  student: journals('student'),
};

export const journalsSource = (audience: NotificationAudience) => JOURNALS_SOURCES[audience];
