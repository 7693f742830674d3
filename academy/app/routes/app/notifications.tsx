import { ACADEMY_NOTIFICATION_MESSAGES as M } from '@common/academy/notifications-messages';
import { academyMeta } from '@academy/features/auth/roles';
import { AcademyNotificationsPage } from '@academy/features/notifications/AcademyNotificationsPage';

export const meta = () => academyMeta(M.title);

export default function NotificationsRoute() {
  return <AcademyNotificationsPage />;
}
