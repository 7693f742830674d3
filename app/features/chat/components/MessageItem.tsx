import { CHAT_SCREENS } from '@common/copy/chat-screens';
import type { ChatMessage } from '@common/schemas/chat';
import { formatBytes } from '@common/uploads/kinds';
import { arrivalTime, fullTime, messageTime } from '../utils/chat-time';
import { MessageTranslation, type TranslationChoice } from './MessageTranslation';
import styles from './Chat.module.css';

const COPY = CHAT_SCREENS.thread;

/** What the sender sees of their own message's journey. */
function stateText(message: ChatMessage): string | null {
  switch (message.state) {
    case 'sent':
      return COPY.states.sent;
    case 'waiting':
      return message.deliverAt
        ? COPY.states.waiting(arrivalTime(message.deliverAt))
        : COPY.states.waitingSoon;
    case 'delivered':
      return COPY.states.delivered;
    case 'seen':
      return COPY.states.seen;
    default:
      return null;
  }
}

/**
 * One message: who wrote it and when, its words (or "Message withdrawn"), the urgent and care
 * flag marks, the sender's delivery state, and Withdraw (own, first 5 minutes) or Report.
 */
export function MessageItem({
  message,
  now,
  onWithdraw,
  onReport,
  translation,
}: {
  message: ChatMessage;
  now: number;
  onWithdraw: (() => void) | undefined;
  onReport: () => void;
  /** Set where the thread offers "Show in my language" (others' messages only). */
  translation?: TranslationChoice | undefined;
}) {
  const mayWithdraw =
    onWithdraw &&
    message.mine &&
    !message.withdrawn &&
    message.withdrawableUntil !== null &&
    Date.parse(message.withdrawableUntil) > now;
  const mayReport = !message.mine && !message.withdrawn;
  const state = message.mine ? stateText(message) : null;
  return (
    <li className={`${styles.message} ${message.mine ? styles.mine : ''}`} data-testid="message">
      <div className={`${styles.bubble} ${message.urgent ? styles.urgentBubble : ''}`}>
        <p className={styles.meta}>
          <span className={styles.sender}>{message.mine ? COPY.you : message.senderName}</span>
          <time dateTime={message.createdAt} title={fullTime(message.createdAt)}>
            {messageTime(message.createdAt)}
          </time>
          {message.urgent && <span className={styles.urgentBadge}>{COPY.urgent}</span>}
          {message.flagged && (
            <span className={styles.flagBadge} title={COPY.careFlagHint}>
              {COPY.careFlag}
            </span>
          )}
        </p>
        {message.withdrawn ? (
          <>
            <p className={styles.withdrawn}>{COPY.withdrawn}</p>
            {/* Those who keep the record (school admins) still read the original. */}
            {message.body && <p className={styles.body}>{message.body}</p>}
          </>
        ) : translation && !message.mine && message.body ? (
          <MessageTranslation
            messageId={message.id}
            body={message.body}
            senderName={message.senderName}
            choice={translation}
          />
        ) : (
          message.body && <p className={styles.body}>{message.body}</p>
        )}
        {message.attachments.length > 0 && <Attachments files={message.attachments} />}
        {state && (
          <p className={styles.state} data-state={message.state} data-testid="message-state">
            {state}
          </p>
        )}
        {(mayWithdraw || mayReport) && (
          <div className={styles.messageActions}>
            {mayWithdraw && (
              <button type="button" className={styles.linkButton} onClick={onWithdraw}>
                {COPY.withdraw}
              </button>
            )}
            {mayReport && (
              <button
                type="button"
                className={styles.linkButton}
                onClick={onReport}
                aria-label={COPY.reportLabel(message.senderName)}
              >
                {COPY.report}
              </button>
            )}
          </div>
        )}
      </div>
    </li>
  );
}

/** A message's files: pictures as thumbnails opening the full picture, PDFs as a link. */
function Attachments({ files }: { files: ChatMessage['attachments'] }) {
  return (
    <ul className={styles.attachments} aria-label={COPY.attachmentsLabel}>
      {files.map((file) => (
        <li key={file.id}>
          {file.contentType.startsWith('image/') ? (
            <a href={file.url} target="_blank" rel="noopener" title={COPY.openImage(file.name)}>
              <img className={styles.thumb} src={file.url} alt={file.name} loading="lazy" />
            </a>
          ) : (
            <a className={styles.fileLink} href={file.url} download={file.name}>
              {COPY.pdfLink(file.name, formatBytes(file.size))}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
