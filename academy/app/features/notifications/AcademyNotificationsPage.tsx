import { Link } from 'react-router';
import { ACADEMY_NOTIFICATION_MESSAGES as M } from '@common/academy/notifications-messages';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { NOTIFICATIONS_COPY as COPY } from '@common/copy/notifications';
import { Button, ButtonLink } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { NotificationRow, useMarkAllRead, useNotificationPages } from '~/features/notifications';
import { useShellAccount } from '@academy/features/app-shell/AcademyAppHeader';
import { ACADEMY_NOTIFICATION_SOURCE as SOURCE } from './source';
import styles from './Notifications.module.css';

/**
 * /notifications: every Academy notification of the signed-in account, newest first, page
 * after page; opening one marks it read, "Mark all as read" does all at once.
 */
export function AcademyNotificationsPage() {
  const account = useShellAccount();
  const pages = useNotificationPages(SOURCE);
  const { mutate: markAll, isPending: marking } = useMarkAllRead(SOURCE);
  const notifications = pages.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unread = pages.data?.pages[0]?.unread ?? 0;
  const home =
    account.role === 'instructor' ? ACADEMY_PATHS.instructorArea : ACADEMY_PATHS.participantArea;

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>{M.title}</h1>
        {notifications.length > 0 && (
          <Button variant="secondary" onClick={() => markAll()} disabled={marking || unread === 0}>
            {M.markAll}
          </Button>
        )}
      </div>
      {pages.isPending ? (
        <Skeleton label={COPY.bell.loading} lines={5} />
      ) : pages.isError ? (
        <LoadFailed message={M.loadFailed} onRetry={() => void pages.refetch()} />
      ) : notifications.length === 0 ? (
        <EmptyState
          title={M.emptyTitle}
          action={
            <ButtonLink href={home} variant="secondary">
              {account.role === 'instructor' ? M.toTeaching : M.toLearning}
            </ButtonLink>
          }
        >
          <p>{account.role === 'instructor' ? M.emptyInstructor : M.emptyParticipant}</p>
        </EmptyState>
      ) : (
        <>
          <p className={styles.status} role="status" data-testid="unread-summary">
            {COPY.page.unreadCount(unread)}
          </p>
          <ul className={styles.list} aria-label={M.title}>
            {notifications.map((notification) => (
              <NotificationRow key={notification.id} notification={notification} source={SOURCE} />
            ))}
          </ul>
          {pages.hasNextPage && (
            <div className={styles.more}>
              <Button
                variant="secondary"
                onClick={() => void pages.fetchNextPage()}
                disabled={pages.isFetchingNextPage}
              >
                {pages.isFetchingNextPage ? COPY.page.loadingMore : M.loadMore}
              </Button>
            </div>
          )}
        </>
      )}
      <p className={styles.links}>
        <Link to={ACADEMY_PATHS.notificationSettings}>{M.settingsLink}</Link>
      </p>
    </div>
  );
}
