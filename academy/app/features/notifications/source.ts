import { ACADEMY_NOTIFICATIONS_API as API } from '@common/schemas/academy-notifications';
import type { NotificationSource } from '~/features/notifications';

/** The Academy's own notification list (the Journals' bell components read it as a source). */
export const ACADEMY_NOTIFICATION_SOURCE: NotificationSource = {
  key: ['academy', 'notifications'],
  list: API.list,
  readAll: API.readAll,
  read: API.read,
  // The stream is the signed-in account's own: the path needs no id.
  live: () => API.live,
};
