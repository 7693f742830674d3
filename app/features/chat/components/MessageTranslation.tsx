import { useState } from 'react';
import type { TranslationLanguage } from '@common/chat/translation';
import { CHAT_TRANSLATION_SCREENS as COPY } from '@common/copy/chat-translation';
import type { ChatAudience } from '@common/schemas/chat';
import { messageOf } from '~/lib/api';
import { useMessageTranslation } from '../api/translate-message';
import chat from './Chat.module.css';
import styles from './Translation.module.css';

/** Where the thread offers "Show in my language", and into which language. */
export interface TranslationChoice {
  audience: ChatAudience;
  target: TranslationLanguage;
}

/**
 * A message's words with "Show in my language" (issue 17, point 13): nothing is asked of the
 * server until the reader taps it; the translation then shows with "Translated · Show original",
 * one tap back to the words as written. While it loads, and if it fails, the original stays.
 */
export function MessageTranslation({
  messageId,
  body,
  senderName,
  choice,
}: {
  messageId: string;
  body: string;
  senderName: string;
  choice: TranslationChoice;
}) {
  const [shown, setShown] = useState(false);
  const translation = useMessageTranslation(choice.audience, messageId, choice.target, shown);
  if (shown && translation.isSuccess) {
    return (
      <>
        <p className={chat.body} lang={choice.target} dir="auto" data-testid="translated-body">
          {translation.data.text}
        </p>
        <p className={styles.translated}>
          {COPY.translated} ·{' '}
          <button type="button" className={styles.toggle} onClick={() => setShown(false)}>
            {COPY.showOriginal}
          </button>
        </p>
      </>
    );
  }
  return (
    <>
      <p className={chat.body}>{body}</p>
      {!shown ? (
        <p className={styles.status}>
          <button
            type="button"
            className={styles.toggle}
            onClick={() => setShown(true)}
            aria-label={COPY.showLabel(senderName)}
          >
            {COPY.show}
          </button>
        </p>
      ) : translation.isError ? (
        <p className={styles.error} role="alert">
          {messageOf(translation.error, COPY.failed)}{' '}
          <button
            type="button"
            className={styles.toggle}
            onClick={() => void translation.refetch()}
          >
            {COPY.retry}
          </button>
        </p>
      ) : (
        <p className={styles.status} role="status">
          {COPY.translating}
        </p>
      )}
    </>
  );
}
