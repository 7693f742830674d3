import { useId } from 'react';
import { Link } from 'react-router';
import { CHAT_PAGES } from '@common/chat/pages';
import { CHAT_SCREENS } from '@common/copy/chat-screens';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { useConversations } from '../api/get-conversations';
import { fullTime, messageTime } from '../utils/chat-time';
import styles from './Chat.module.css';

const COPY = CHAT_SCREENS.announcements;

/** How many announcements the home shows (the newest; the rest are one click away). */
const SHOWN = 3;

/**
 * Announcements pinned at the top of the student's and the parent's home (issue 17, point 11):
 * the latest posts of their classes, each leading to it on the messages screen. Nothing shows
 * while there are none.
 */
export function AnnouncementsCard({ area }: { area: 'student' | 'parent' }) {
  const list = useConversations(area === 'student' ? 'student' : 'user');
  const headingId = useId();
  if (list.isError) {
    return (
      <section className={styles.announcements} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.announcementsTitle}>
          {COPY.title}
        </h2>
        <LoadFailed message={COPY.failed} onRetry={() => void list.refetch()} />
      </section>
    );
  }
  const announcements = (list.data?.conversations ?? [])
    .filter((conversation) => conversation.kind === 'announcement' && conversation.lastMessage)
    .slice(0, SHOWN);
  if (announcements.length === 0) return null;
  return (
    <section
      className={styles.announcements}
      aria-labelledby={headingId}
      data-testid="announcements-card"
    >
      <h2 id={headingId} className={styles.announcementsTitle}>
        {COPY.title}
      </h2>
      <ul className={styles.announcementList}>
        {announcements.map((conversation) => {
          const last = conversation.lastMessage!;
          return (
            <li key={conversation.id}>
              <Link
                to={CHAT_PAGES.conversation(conversation.id, area)}
                className={styles.announcementLink}
              >
                <span className={styles.announcementHead}>
                  {conversation.title}
                  {conversation.unread > 0 && (
                    <span className={styles.count}>{COPY.unread(conversation.unread)}</span>
                  )}
                </span>
                <span className={styles.announcementPreview}>
                  {last.withdrawn ? CHAT_SCREENS.messages.withdrawnPreview : last.preview}
                </span>
                <span className={styles.announcementMeta}>
                  {COPY.from(last.senderName, conversation.classTitle)} ·{' '}
                  <time dateTime={last.at} title={fullTime(last.at)}>
                    {messageTime(last.at)}
                  </time>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
