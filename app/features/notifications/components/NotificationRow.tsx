import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { NOTIFICATIONS_COPY as COPY } from '@common/copy/notifications';
import { notificationSentence } from '@common/notifications/messages';
import type { NotificationItem } from '@common/schemas/notifications';
import { useMarkRead } from '../api/mark-read';
import type { NotificationSource } from '../api/source';
import { notificationTarget } from '../utils/follow-link';
import { relativeTime } from '../utils/relative-time';
import styles from './Notifications.module.css';

/**
 * One notification: its sentence and when. Unread ones are bold with a dot and say "Unread"
 * to screen readers (never colour alone). Clicking marks it read, then opens what it is about.
 */
export function NotificationRow({
  notification,
  source,
  onOpen,
}: {
  notification: NotificationItem;
  /** Where it is marked read: the site's own list. */
  source: NotificationSource;
  /** Called before leaving (the bell closes its panel). */
  onOpen?: () => void;
}) {
  const navigate = useNavigate();
  const { mutateAsync: markRead } = useMarkRead(source);
  const target = notificationTarget(notification.link);
  const unread = notification.readAt === null;
  const sentence = notificationSentence(notification);

  async function open(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (unread) await markRead(notification.id).catch(() => undefined);
    onOpen?.();
    if (target) await navigate(target);
  }

  return (
    <li className={unread ? `${styles.row} ${styles.unread}` : styles.row}>
      <a
        href={target ?? '#'}
        className={styles.rowLink}
        onClick={(event) => void open(event)}
        data-testid="notification"
      >
        <span className={styles.dot} aria-hidden="true" />
        <span className={styles.rowText}>
          {unread && <span className="visually-hidden">{COPY.bell.unread}: </span>}
          <span className={styles.sentence} data-testid="notification-sentence">
            {sentence}
          </span>
          <span className="visually-hidden">, </span>
          <time className={styles.time} dateTime={notification.createdAt}>
            {relativeTime(notification.createdAt)}
          </time>
        </span>
      </a>
    </li>
  );
}
