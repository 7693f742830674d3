import { NOTIFICATIONS_COPY as COPY } from '@common/copy/notifications';
import { academyMeta } from '@academy/features/auth/roles';
import { AcademyUnsubscribePage } from '@academy/features/notifications/AcademyUnsubscribePage';

export const meta = () => academyMeta(COPY.unsubscribe.title);

export default function NotificationsUnsubscribeRoute() {
  return <AcademyUnsubscribePage />;
}
