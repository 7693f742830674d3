/** What other features and the app shell mount from the notification centre. */
export { NotificationBell } from './components/NotificationBell';
export { StudentEmailSetting } from './components/StudentEmailSetting';
/** For the Academy (issue 13): the same bell and rows, on its own list. */
export { SiteNotificationBell } from './components/NotificationBell';
export { NotificationRow } from './components/NotificationRow';
export { useNotificationPages } from './api/get-notifications';
export { useMarkAllRead } from './api/mark-all-read';
export type { NotificationSource } from './api/source';
export { EmailPreferenceField } from './components/EmailPreferenceField';
export { UnsubscribeBody } from './components/UnsubscribeBody';
