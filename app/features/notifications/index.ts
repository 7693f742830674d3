/** What other features and the app shell mount from the notification centre. */
export { NotificationBell } from './components/NotificationBell';
export { StudentEmailSetting } from './components/StudentEmailSetting';
