import { NOTIFICATIONS_COPY as COPY } from '@common/copy/notifications';
import { PATHS, type AreaName } from '@common/routes';
import { AppShell } from '~/components/layout/AppShell';
import { Button } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { useNotificationPages } from '../api/get-notifications';
import { useMarkAllRead } from '../api/mark-all-read';
import { journalsSource } from '../api/source';
import { audienceOf } from '../utils/audience';
import { NotificationRow } from './NotificationRow';
import styles from './Notifications.module.css';

const AREA_HOME: Record<AreaName, string> = {
  teacher: PATHS.teacherArea,
  parent: PATHS.parentArea,
  student: PATHS.studentArea,
};

/** Every notification of the signed-in account, newest first, page after page. */
export function NotificationsPage({ area }: { area: AreaName }) {
  const source = journalsSource(audienceOf(area));
  const pages = useNotificationPages(source);
  const { mutate: markAll, isPending: marking } = useMarkAllRead(source);
  const notifications = pages.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unread = pages.data?.pages[0]?.unread ?? 0;
  const home = AREA_HOME[area];

  return (
    <AppShell
      home={{ to: home, label: COPY.page.back }}
      back={{ to: home, label: COPY.page.back }}
      title={COPY.page.title}
      intro={COPY.page.intro}
      actions={
        notifications.length > 0 && (
          <Button variant="secondary" onClick={() => markAll()} disabled={marking || unread === 0}>
            {COPY.page.markAll}
          </Button>
        )
      }
    >
      {pages.isPending ? (
        <Skeleton label={COPY.bell.loading} lines={5} />
      ) : pages.isError ? (
        <LoadFailed message={COPY.bell.failed} onRetry={() => void pages.refetch()} />
      ) : notifications.length === 0 ? (
        <EmptyState title={COPY.page.emptyTitle}>
          {area === 'student' ? COPY.page.emptyStudent : COPY.page.emptyTeacher}
        </EmptyState>
      ) : (
        <>
          <p className={styles.pageStatus} role="status" data-testid="unread-summary">
            {COPY.page.unreadCount(unread)}
          </p>
          <ul className={`${styles.list} ${styles.pageList}`} aria-label={COPY.page.title}>
            {notifications.map((notification) => (
              <NotificationRow key={notification.id} notification={notification} source={source} />
            ))}
          </ul>
          {pages.hasNextPage && (
            <div className={styles.more}>
              <Button
                variant="secondary"
                onClick={() => void pages.fetchNextPage()}
                disabled={pages.isFetchingNextPage}
              >
                {pages.isFetchingNextPage ? COPY.page.loadingMore : COPY.page.more}
              </Button>
            </div>
          )}
        </>
      )}
    </AppShell>
  );
}
