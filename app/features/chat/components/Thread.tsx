import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router';
import { CHAT_PAGES } from '@common/chat/pages';
import { CHAT_SCREENS } from '@common/copy/chat-screens';
import type { AreaName } from '@common/routes';
import type { ChatMessage, ChatThread } from '@common/schemas/chat';
import { Button } from '~/components/ui/Button';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { messageOf } from '~/lib/api';
import { useThread } from '../api/get-thread';
import { useLeaveConversation } from '../api/leave-conversation';
import { useMarkConversationRead } from '../api/mark-read';
import { useWithdrawMessage } from '../api/withdraw-message';
import { useEarlierMessages } from '../hooks/use-earlier-messages';
import { chatAudienceOf } from '../utils/audience';
import { useTranslationLanguage } from '../hooks/use-translation-language';
import { Composer } from './Composer';
import { MembersPanel } from './MembersPanel';
import { MessageItem } from './MessageItem';
import { ReportDialog } from './ReportDialog';
import { TranslationLanguage } from './TranslationLanguage';
import styles from './Chat.module.css';

const COPY = CHAT_SCREENS.thread;

/** One conversation: who is in it, its messages, and the composer (or why one cannot write). */
export function Thread({
  area,
  conversationId,
  onAnnounce,
}: {
  area: AreaName;
  conversationId: string;
  onAnnounce: (text: string) => void;
}) {
  const audience = chatAudienceOf(area);
  const thread = useThread(audience, conversationId);
  const backLink = (
    <Link to={CHAT_PAGES.messages(area)} className={styles.backToList}>
      <span aria-hidden="true">←</span> {CHAT_SCREENS.messages.backToList}
    </Link>
  );
  if (thread.isPending) {
    return (
      <div className={styles.threadStatus}>
        {backLink}
        <Skeleton label={COPY.loading} lines={5} />
      </div>
    );
  }
  if (thread.isError) {
    return (
      <div className={styles.threadStatus}>
        {backLink}
        <LoadFailed
          message={messageOf(thread.error, COPY.failed)}
          onRetry={() => void thread.refetch()}
        />
      </div>
    );
  }
  return <ThreadView area={area} data={thread.data} backLink={backLink} onAnnounce={onAnnounce} />;
}

function ThreadView({
  area,
  data,
  backLink,
  onAnnounce,
}: {
  area: AreaName;
  data: ChatThread;
  backLink: React.ReactNode;
  onAnnounce: (text: string) => void;
}) {
  const audience = chatAudienceOf(area);
  const { conversation } = data;
  const titleId = useId();
  const navigate = useNavigate();
  const listRef = useRef<HTMLOListElement>(null);
  const { messages, hasEarlier, loadEarlier, loading, error } = useEarlierMessages(
    audience,
    data,
    listRef,
    COPY.earlierFailed,
  );
  const now = useNowUntilWithdrawalsEnd(messages);
  const [withdrawing, setWithdrawing] = useState<string | null>(null);
  const [reporting, setReporting] = useState<ChatMessage | null>(null);
  const [leaving, setLeaving] = useState(false);
  const withdraw = useWithdrawMessage();
  const leave = useLeaveConversation(audience);
  const [language, setLanguage] = useTranslationLanguage();
  const translation = conversation.translation.available
    ? { audience, target: language }
    : undefined;

  useMarkReadWhileVisible(audience, conversation.id, messages);
  useAnnounceNew(messages, onAnnounce);

  useStickToNewest(listRef);

  return (
    <article className={styles.threadBody} aria-labelledby={titleId} data-testid="thread">
      <header className={styles.threadHead}>
        {backLink}
        <h2 id={titleId} className={styles.threadTitle}>
          {conversation.title}
        </h2>
        <p className={styles.threadClass}>
          {conversation.kind === 'announcement' && (
            <span className={styles.pin}>{CHAT_SCREENS.messages.announcement}</span>
          )}
          {conversation.classTitle}
        </p>
        {translation && <TranslationLanguage value={language} onChange={setLanguage} />}
        <MembersPanel
          members={conversation.members}
          mayLeave={conversation.mayLeave}
          onLeave={() => setLeaving(true)}
          audience={audience}
          classId={conversation.classId}
          conversationId={conversation.id}
        />
      </header>
      <ol
        ref={listRef}
        className={styles.messages}
        aria-label={COPY.messagesLabel(conversation.title)}
        tabIndex={0}
      >
        {hasEarlier && (
          <li className={styles.earlier}>
            <Button variant="ghost" size="sm" disabled={loading} onClick={() => void loadEarlier()}>
              {loading ? COPY.loadingEarlier : COPY.earlier}
            </Button>
            {error && (
              <p className={styles.earlierError} role="alert">
                {error}
              </p>
            )}
          </li>
        )}
        {messages.length === 0 ? (
          <li className={styles.emptyThread}>{COPY.empty}</li>
        ) : (
          messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              now={now}
              onWithdraw={audience === 'user' ? () => setWithdrawing(message.id) : undefined}
              onReport={() => setReporting(message)}
              translation={translation}
            />
          ))
        )}
      </ol>
      {conversation.mayWrite ? (
        <Composer
          audience={audience}
          conversationId={conversation.id}
          audienceLine={conversation.audience}
          mayUrgent={conversation.mayUrgent}
          mayAttach={conversation.mayAttach}
        />
      ) : (
        <p className={styles.readOnly} data-testid="read-only">
          {conversation.whyReadOnly ?? CHAT_SCREENS.composer.readOnly}
        </p>
      )}
      <ConfirmDialog
        open={withdrawing !== null}
        title={COPY.withdrawTitle}
        description={COPY.withdrawBody}
        confirmLabel={COPY.withdrawConfirm}
        cancelLabel={COPY.cancel}
        onClose={() => setWithdrawing(null)}
        onConfirm={async () => {
          try {
            await withdraw.mutateAsync(withdrawing!);
            setWithdrawing(null);
            return null;
          } catch (error) {
            return messageOf(error, COPY.withdrawFailed);
          }
        }}
      />
      <ConfirmDialog
        open={leaving}
        title={CHAT_SCREENS.members.leaveTitle}
        description={CHAT_SCREENS.members.leaveBody}
        confirmLabel={CHAT_SCREENS.members.leaveConfirm}
        cancelLabel={COPY.cancel}
        onClose={() => setLeaving(false)}
        onConfirm={async () => {
          try {
            await leave.mutateAsync(conversation.id);
            setLeaving(false);
            void navigate(CHAT_PAGES.messages(area));
            return null;
          } catch (error) {
            return messageOf(error, CHAT_SCREENS.members.leaveFailed);
          }
        }}
      />
      {reporting && (
        <ReportDialog audience={audience} message={reporting} onClose={() => setReporting(null)} />
      )}
    </article>
  );
}

/**
 * The moment the withdraw buttons are judged by, moved on when the next one's five minutes end
 * so the button goes away by itself.
 */
function useNowUntilWithdrawalsEnd(messages: readonly ChatMessage[]) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const next = messages
      .map((message) => (message.withdrawableUntil ? Date.parse(message.withdrawableUntil) : 0))
      .filter((until) => until > now)
      .sort((a, b) => a - b)[0];
    if (!next) return;
    const timer = setTimeout(() => setNow(Date.now()), next - now + 50);
    return () => clearTimeout(timer);
  }, [messages, now]);
  return now;
}

/**
 * Marks the conversation read when it opens, when a message from someone else arrives while it
 * is on screen, and when the tab comes back into view.
 */
function useMarkReadWhileVisible(
  audience: ReturnType<typeof chatAudienceOf>,
  conversationId: string,
  messages: readonly ChatMessage[],
) {
  const { mutate: markRead } = useMarkConversationRead(audience);
  const newestFromOthers = messages.filter((message) => !message.mine).at(-1)?.id ?? 'none';
  const marked = useRef<string | null>(null);
  useEffect(() => {
    const mark = () => {
      if (document.visibilityState !== 'visible') return;
      if (marked.current === newestFromOthers) return;
      marked.current = newestFromOthers;
      markRead(conversationId);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [conversationId, newestFromOthers, markRead]);
}

/** A message from someone else that arrives while the thread is open is announced politely. */
function useAnnounceNew(messages: readonly ChatMessage[], announce: (text: string) => void) {
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    const previous = seen.current;
    seen.current = new Set(messages.map((message) => message.id));
    if (!previous) return;
    const arrived = messages.filter((message) => !message.mine && !previous.has(message.id));
    const last = arrived.at(-1);
    if (last) announce(COPY.newMessageFrom(last.senderName));
  }, [messages, announce]);
}

/**
 * Keeps the newest message in view: when the thread opens, when messages arrive or the pane
 * changes size, unless the reader has scrolled up to read older ones.
 */
function useStickToNewest(listRef: RefObject<HTMLOListElement | null>) {
  // After every render (a message arrived, a state changed) …
  useLayoutEffect(() => scrollToEnd(listRef.current));
  // … and whenever the list's box changes size (the window, the composer growing).
  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => scrollToEnd(list));
    observer.observe(list);
    return () => observer.disconnect();
  }, [listRef]);
}

/** Scrolls to the newest message unless the reader has scrolled up (`data-at-end="false"`). */
function scrollToEnd(list: HTMLOListElement | null) {
  if (list && list.dataset.atEnd !== 'false') list.scrollTop = list.scrollHeight;
}
