import { ACADEMY_NOTIFICATION_MESSAGES as M } from '@common/academy/notifications-messages';
import { academyMeta } from '@academy/features/auth/roles';
import { NotificationSettingsPage } from '@academy/features/notifications/NotificationSettingsPage';

export const meta = () => academyMeta(M.settingsTitle);

export default function NotificationSettingsRoute() {
  return <NotificationSettingsPage />;
}
