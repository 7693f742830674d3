import { useLocation } from 'react-router';
import { NOTIFICATIONS_COPY } from '@common/copy/notifications';
import { NotificationsPage } from '~/features/notifications/components/NotificationsPage';
import { areaOfPath } from '~/features/notifications/utils/area-of-path';
import { pageMeta } from '~/lib/page-meta';

export const meta = ({ location }: { location: { pathname: string } }) =>
  pageMeta({
    title: NOTIFICATIONS_COPY.page.title,
    description: NOTIFICATIONS_COPY.page.intro,
    path: location.pathname,
    noindex: true,
  });

/** /teacher/notifications, /parent/notifications and /student/notifications. */
export default function NotificationsRoute() {
  const area = areaOfPath(useLocation().pathname) ?? 'teacher';
  return <NotificationsPage area={area} />;
}
