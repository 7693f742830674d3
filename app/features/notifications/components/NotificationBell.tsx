import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { NOTIFICATIONS_COPY as COPY } from '@common/copy/notifications';
import { notificationsPath, type AreaName } from '@common/routes';
import { Skeleton } from '~/components/ui/Skeleton';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { sessionQuery } from '~/lib/session';
import { useLatestNotifications } from '../api/get-notifications';
import { useMarkAllRead } from '../api/mark-all-read';
import { journalsSource, type NotificationSource } from '../api/source';
import { useLiveNotifications } from '../hooks/use-live-notifications';
import { audienceOf } from '../utils/audience';
import { NotificationRow } from './NotificationRow';
import styles from './Notifications.module.css';

/** How many notifications the panel lists; the rest are on the notifications page. */
const PANEL_SIZE = 8;

/** The Journals' bell of an area: its audience's list, its session, its notifications page. */
export function NotificationBell({
  area,
  alsoRefresh,
}: {
  area: AreaName;
  /** Queries of the area that what rings the bell changes (composed by the app shell). */
  alsoRefresh?: readonly QueryKey[];
}) {
  const { data: session } = useQuery(sessionQuery({ student: area === 'student' }));
  const accountId = session?.status === 'signed-in' ? session.account.id : undefined;
  return (
    <SiteNotificationBell
      source={journalsSource(audienceOf(area))}
      accountId={accountId}
      pagePath={notificationsPath(area)}
      emptyBody={area === 'student' ? COPY.bell.emptyStudentBody : COPY.bell.emptyBody}
      {...(alsoRefresh ? { alsoRefresh } : {})}
    />
  );
}

/**
 * The bell in an app bar, for either site: the unread count, live (the server's stream says
 * when one arrives), and a panel with the latest notifications, "Mark all as read" and "See
 * all". Escape or a click outside closes the panel, and focus goes back to the bell.
 */
export function SiteNotificationBell({
  source,
  accountId,
  pagePath,
  emptyBody,
  alsoRefresh,
}: {
  source: NotificationSource;
  /** The signed-in account (its live stream opens once known). */
  accountId: string | undefined;
  /** The site's page of every notification. */
  pagePath: string;
  /** What the empty panel says will appear here. */
  emptyBody: string;
  alsoRefresh?: readonly QueryKey[];
}) {
  useLiveNotifications(source, accountId, alsoRefresh);
  const latest = useLatestNotifications(source);
  const { mutate: markAll, isPending: marking } = useMarkAllRead(source);
  const [open, setOpen] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const headingId = useId();
  const unread = latest.data?.unread ?? 0;

  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) bell.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      }
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !bell.current?.contains(target)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const notifications = latest.data?.notifications.slice(0, PANEL_SIZE) ?? [];

  return (
    <div className={styles.bellWrap}>
      <button
        ref={bell}
        type="button"
        className={styles.bell}
        aria-label={COPY.bell.label(unread)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-haspopup="dialog"
        onClick={() => (open ? close() : setOpen(true))}
        data-testid="notification-bell"
      >
        <BellIcon />
        {unread > 0 && (
          <span className={styles.badge} aria-hidden="true" data-testid="notification-count">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <div
        ref={panel}
        id={panelId}
        role="dialog"
        aria-labelledby={headingId}
        className={styles.panel}
        hidden={!open}
        tabIndex={-1}
      >
        <div className={styles.panelHead}>
          <h2 id={headingId} className={styles.panelTitle}>
            {COPY.bell.title}
          </h2>
          <button
            type="button"
            className={styles.textButton}
            onClick={() => markAll()}
            disabled={marking || unread === 0}
          >
            {COPY.bell.markAll}
          </button>
        </div>
        {latest.isPending ? (
          <Skeleton label={COPY.bell.loading} lines={3} />
        ) : latest.isError ? (
          <LoadFailed message={COPY.bell.failed} onRetry={() => void latest.refetch()} />
        ) : notifications.length === 0 ? (
          <div className={styles.panelEmpty}>
            <p className={styles.emptyTitle}>{COPY.bell.emptyTitle}</p>
            <p>{emptyBody}</p>
          </div>
        ) : (
          <ul className={styles.list} aria-label={COPY.bell.title}>
            {notifications.map((notification) => (
              <NotificationRow
                key={notification.id}
                notification={notification}
                source={source}
                onOpen={() => close(false)}
              />
            ))}
          </ul>
        )}
        <Link to={pagePath} className={styles.seeAll} onClick={() => close(false)}>
          {COPY.bell.seeAll}
        </Link>
      </div>
    </div>
  );
}

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M12 3a6 6 0 0 0-6 6v3.6l-1.6 2.7A1 1 0 0 0 5.3 17h13.4a1 1 0 0 0 .9-1.7L18 12.6V9a6 6 0 0 0-6-6Zm-2.5 15.5a2.5 2.5 0 0 0 5 0h-5Z"
        fill="currentColor"
      />
    </svg>
  );
}
