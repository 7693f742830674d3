import { useId, useRef, type ChangeEvent } from 'react';
import { CHAT_LIMITS } from '@common/chat/rules';
import { CHAT_MESSAGES } from '@common/copy/chat';
import { CHAT_SCREENS } from '@common/copy/chat-screens';
import type { ChatAttachmentInfo } from '@common/schemas/chat';
import { acceptForTypes, CHAT_ATTACHMENT_TYPES, formatBytes } from '@common/uploads/kinds';
import styles from './Chat.module.css';

const COPY = CHAT_SCREENS.composer;

/** A file chosen for the next message: uploading, or uploaded and ready to send. */
export interface ChosenFile {
  key: string;
  name: string;
  size: number;
  attachment: ChatAttachmentInfo | null;
}

/**
 * The composer's paper clip: a real file input (labelled, reached by Tab, opened with Enter or
 * Space), the chosen files as chips with their size, state and Remove, and why a file was not
 * taken. The limits are checked here first so a 40 MB photo is not sent only to be refused;
 * the server checks again, from the bytes.
 */
export function AttachmentPicker({
  files,
  error,
  onChoose,
  onRemove,
  onRefuse,
}: {
  files: readonly ChosenFile[];
  error: string | null;
  onChoose: (files: File[]) => void;
  onRemove: (key: string) => void;
  onRefuse: (message: string) => void;
}) {
  const ids = { input: useId(), hint: useId() };
  const input = useRef<HTMLInputElement>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    // The same file may be chosen again after a removal.
    event.target.value = '';
    if (files.length + chosen.length > CHAT_LIMITS.attachmentsPerMessage) {
      onRefuse(CHAT_MESSAGES.tooManyAttachments);
      return;
    }
    const tooLarge = chosen.find((file) => file.size > CHAT_LIMITS.attachmentBytes);
    if (tooLarge) {
      onRefuse(CHAT_MESSAGES.attachmentTooLarge);
      return;
    }
    const empty = chosen.find((file) => file.size === 0);
    if (empty) {
      onRefuse(CHAT_MESSAGES.attachmentEmpty);
      return;
    }
    if (chosen.length > 0) onChoose(chosen);
  };

  return (
    <div className={styles.attach}>
      <div className={styles.attachControl}>
        <input
          ref={input}
          id={ids.input}
          type="file"
          multiple
          className={styles.fileInput}
          accept={acceptForTypes(CHAT_ATTACHMENT_TYPES)}
          aria-describedby={ids.hint}
          onChange={onChange}
          data-testid="attach-input"
        />
        <label htmlFor={ids.input} className={styles.attachButton}>
          <PaperClip />
          {COPY.attach}
        </label>
        <span id={ids.hint} className={styles.hint}>
          {COPY.attachHint}
        </span>
      </div>
      {error && (
        <p className={styles.error} role="alert" data-testid="attach-error">
          {error}
        </p>
      )}
      {files.length > 0 && (
        <ul className={styles.chips} aria-label={COPY.attachments}>
          {files.map((file) => (
            <li key={file.key} className={styles.chip} data-testid="attachment-chip">
              <span className={styles.chipName}>{file.name}</span>
              <span className={styles.chipMeta}>
                {formatBytes(file.size)} · {file.attachment ? COPY.uploaded : COPY.uploading}
              </span>
              <button
                type="button"
                className={styles.linkButton}
                aria-label={COPY.removeAttachment(file.name)}
                onClick={() => {
                  onRemove(file.key);
                  input.current?.focus();
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Our own paper-clip icon (decorative: the label says what it does). */
function PaperClip() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M20.5 11.5l-8.3 8.3a5 5 0 0 1-7.1-7.1l8.5-8.5a3.5 3.5 0 0 1 5 5l-8.4 8.4a2 2 0 0 1-2.8-2.8l7.7-7.7" />
    </svg>
  );
}
