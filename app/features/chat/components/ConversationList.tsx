import { Link } from 'react-router';
import { CHAT_PAGES } from '@common/chat/pages';
import { CHAT_SCREENS } from '@common/copy/chat-screens';
import type { AreaName } from '@common/routes';
import type { ConversationSummary } from '@common/schemas/chat';
import { Button } from '~/components/ui/Button';
import { fullTime, messageTime } from '../utils/chat-time';
import styles from './Chat.module.css';

const COPY = CHAT_SCREENS.messages;

/** The caller's conversations as the server orders them: announcements pinned first. */
export function ConversationList({
  area,
  conversations,
  currentId,
  empty,
  more,
}: {
  area: AreaName;
  conversations: ConversationSummary[];
  currentId: string | null;
  empty: string;
  /** "Show more conversations" when the server has more than the pages read. */
  more?: { show: () => void; loading: boolean; failed: boolean } | null;
}) {
  if (conversations.length === 0) return <p className={styles.listEmpty}>{empty}</p>;
  return (
    <>
      <ConversationRows area={area} conversations={conversations} currentId={currentId} />
      {more && (
        <div className={styles.more}>
          <Button variant="ghost" size="sm" disabled={more.loading} onClick={more.show}>
            {more.loading ? COPY.loadingMore : COPY.showMore}
          </Button>
          {more.failed && (
            <p className={styles.earlierError} role="alert">
              {COPY.moreFailed}
            </p>
          )}
        </div>
      )}
    </>
  );
}

function ConversationRows({
  area,
  conversations,
  currentId,
}: {
  area: AreaName;
  conversations: ConversationSummary[];
  currentId: string | null;
}) {
  return (
    <ul className={styles.conversations} data-testid="conversation-list">
      {conversations.map((conversation) => {
        const last = conversation.lastMessage;
        return (
          <li
            key={conversation.id}
            className={`${styles.conversation} ${conversation.unread > 0 ? styles.unreadRow : ''}`}
          >
            <Link
              to={CHAT_PAGES.conversation(conversation.id, area)}
              className={styles.conversationLink}
              aria-current={conversation.id === currentId ? 'page' : undefined}
            >
              <span className={styles.conversationTitle}>{conversation.title}</span>
              {last ? (
                <time
                  className={styles.conversationTime}
                  dateTime={last.at}
                  title={fullTime(last.at)}
                >
                  {messageTime(last.at)}
                </time>
              ) : (
                <span />
              )}
              <span className={styles.conversationClass}>
                {conversation.kind === 'announcement' && (
                  <>
                    <span className={styles.pin}>{COPY.announcement}</span>{' '}
                  </>
                )}
                {conversation.classTitle}
              </span>
              <span
                className={`${styles.preview} ${last?.withdrawn ? styles.withdrawnPreview : ''}`}
              >
                {last
                  ? last.withdrawn
                    ? COPY.withdrawnPreview
                    : `${last.senderName}: ${last.preview}`
                  : COPY.noMessagesYet}
              </span>
              {conversation.unread > 0 ? (
                <span className={styles.count}>
                  <span aria-hidden="true">{COPY.unreadBadge(conversation.unread)}</span>
                  <span className="visually-hidden">{COPY.unread(conversation.unread)}</span>
                </span>
              ) : (
                <span />
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
