import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  COURSE_MESSAGE_LIMITS as LIMITS,
  COURSE_MESSAGES_COPY as COPY,
} from '@common/copy/academy-messages';
import type { CourseMessage, MessagingViewer } from '@common/schemas/academy-messages';
import { Button } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { messageCalls, messageKeys, useThread } from './api';
import styles from './Messages.module.css';

/** The first message of a refused call, else the fallback. */
const refusalOf = (body: unknown, fallback: string) =>
  Object.values((body as { errors?: Record<string, string> }).errors ?? {})[0] ?? fallback;

/**
 * One conversation: its messages (older ones on demand), marked read as they are seen, and
 * the composer, or why nothing can be sent. New messages are announced politely.
 */
export function ThreadView({
  courseId,
  participantId,
  viewer,
}: {
  courseId: string;
  participantId: string;
  viewer: MessagingViewer;
}) {
  const thread = useThread(courseId, participantId);
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  const seen = useRef<string | null>(null);
  const headingId = useId();

  const pages = thread.data?.pages ?? [];
  const messages = [...pages].reverse().flatMap((page) => page.messages);
  const latest = messages.at(-1);
  const unread = pages[0]?.unread ?? 0;

  // Announce a message that arrived while the page was open (not the first load, not mine).
  useEffect(() => {
    if (!latest) return;
    if (seen.current && seen.current !== latest.id && !latest.mine) {
      setAnnouncement(COPY.newMessage);
    }
    seen.current = latest.id;
  }, [latest]);

  // What is on screen is read: the mark moves, and the list's unread count with it.
  useEffect(() => {
    if (unread === 0) return;
    void messageCalls(courseId)
      .read(participantId)
      .then(() => queryClient.invalidateQueries({ queryKey: messageKeys.list(courseId) }));
  }, [courseId, participantId, unread, queryClient]);

  if (thread.isPending) return <Skeleton label={COPY.heading} lines={4} />;
  if (thread.isError) {
    return <LoadFailed message={COPY.loadFailed} onRetry={() => void thread.refetch()} />;
  }
  const title = viewer.staff
    ? COPY.threadWith(pages[0]!.participantName)
    : COPY.threadWithInstructors;

  return (
    <section aria-labelledby={headingId} className={styles.thread}>
      <h2 id={headingId} className={styles.subheading}>
        {title}
      </h2>
      {thread.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          disabled={thread.isFetchingNextPage}
          onClick={() => void thread.fetchNextPage()}
        >
          {COPY.olderMessages}
        </Button>
      )}
      {messages.length === 0 ? (
        viewer.staff ? (
          <p className={styles.muted}>{COPY.noMessagesYet}</p>
        ) : (
          <EmptyState title={COPY.emptyParticipantTitle}>
            <p>{COPY.emptyParticipant}</p>
          </EmptyState>
        )
      ) : (
        <ol className={styles.messages}>
          {messages.map((message) => (
            <MessageItem key={message.id} courseId={courseId} message={message} />
          ))}
        </ol>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {viewer.closedMessage ? (
        <p className={styles.notice}>{viewer.staff ? COPY.offNotice : viewer.closedMessage}</p>
      ) : (
        <MessageComposer
          courseId={courseId}
          participantId={participantId}
          onSent={() => setAnnouncement(COPY.sent)}
        />
      )}
    </section>
  );
}

function MessageItem({ courseId, message }: { courseId: string; message: CourseMessage }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const withdrawable =
    message.withdrawableUntil !== null && Date.parse(message.withdrawableUntil) > Date.now();

  async function withdraw() {
    setBusy(true);
    const result = await messageCalls(courseId).withdraw(message.id);
    setBusy(false);
    if (!result.ok) setError(refusalOf(result.body, COPY.sendFailed));
    await queryClient.invalidateQueries({ queryKey: messageKeys.all(courseId) });
  }

  return (
    <li className={message.mine ? `${styles.message} ${styles.mine}` : styles.message}>
      <p className={styles.meta}>
        <span className={styles.name}>{message.senderName}</span>{' '}
        <time dateTime={message.createdAt}>
          {new Date(message.createdAt).toLocaleString('en-US', {
            dateStyle: 'medium',
            timeStyle: 'short',
          })}
        </time>
      </p>
      {message.withdrawn ? (
        <p className={styles.withdrawn}>{COPY.withdrawnPlaceholder}</p>
      ) : (
        <p className={styles.body}>{message.body}</p>
      )}
      {withdrawable && (
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          aria-label={COPY.withdrawLabel}
          onClick={() => void withdraw()}
        >
          {COPY.withdraw}
        </Button>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

/**
 * The composer: the text stays if sending fails, and one client id per attempt makes a retry
 * after a lost answer send one message.
 */
function MessageComposer({
  courseId,
  participantId,
  onSent,
}: {
  courseId: string;
  participantId: string;
  onSent: () => void;
}) {
  const queryClient = useQueryClient();
  const fieldId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  const clientId = useRef(crypto.randomUUID());

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || text.trim() === '') return;
    setSending(true);
    setError('');
    const result = await messageCalls(courseId).send(participantId, {
      clientId: clientId.current,
      body: text,
    });
    setSending(false);
    if (!result.ok) {
      setError(result.status === 0 ? COPY.sendFailed : refusalOf(result.body, COPY.sendFailed));
      return;
    }
    clientId.current = crypto.randomUUID();
    setText('');
    onSent();
    await queryClient.invalidateQueries({ queryKey: messageKeys.all(courseId) });
  }

  return (
    <form className={styles.composer} onSubmit={(event) => void submit(event)}>
      <label htmlFor={fieldId} className={styles.label}>
        {COPY.composerLabel}
      </label>
      <textarea
        id={fieldId}
        className={styles.textarea}
        value={text}
        maxLength={LIMITS.body}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" disabled={sending || text.trim() === ''}>
          {sending ? COPY.sending : COPY.send}
        </Button>
      </div>
    </form>
  );
}
