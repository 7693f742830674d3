import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_SCREENS } from '@common/copy/chat-screens';
import type { ChatAudience } from '@common/schemas/chat';
import { Button } from '~/components/ui/Button';
import { messageOf } from '~/lib/api';
import { useSendMessage } from '../api/send-message';
import { useUploadAttachment } from '../api/upload-attachment';
import { newClientId } from '../utils/client-id';
import { AttachmentPicker, type ChosenFile } from './AttachmentPicker';
import styles from './Chat.module.css';

const COPY = CHAT_SCREENS.composer;

/**
 * The composer: who will see the message, the text, attachments and Send. The text stays in
 * the box until the server has taken it (a failed send keeps it, with the server's reason and
 * Try again); each draft carries one client id, so a double click or a retry sends it once.
 * Files are uploaded as soon as they are chosen, before the message: a refused file is named
 * beside the composer and never costs the typed words. No paper clip where attaching is not
 * allowed (students under 13).
 */
export function Composer({
  audience,
  conversationId,
  audienceLine,
  mayUrgent,
  mayAttach,
}: {
  audience: ChatAudience;
  conversationId: string;
  audienceLine: string;
  mayUrgent: boolean;
  mayAttach: boolean;
}) {
  const [text, setText] = useState('');
  const [urgent, setUrgent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [attachError, setAttachError] = useState<string | null>(null);
  const attempt = useRef<{
    body: string;
    urgent: boolean;
    ids: string;
    clientId: string;
  } | null>(null);
  const inFlight = useRef(false);
  const send = useSendMessage(audience, conversationId);
  const upload = useUploadAttachment(audience, conversationId);
  const uploading = files.some((file) => !file.attachment);
  const attachmentIds = files.flatMap((file) => (file.attachment ? [file.attachment.id] : []));

  function choose(chosen: File[]) {
    setAttachError(null);
    for (const file of chosen) {
      const key = newClientId();
      setFiles((current) => [
        ...current,
        { key, name: file.name, size: file.size, attachment: null },
      ]);
      // mutateAsync: each file hears of its own upload (mutate's callbacks follow the last one).
      upload.mutateAsync(file).then(
        (attachment) =>
          setFiles((current) =>
            current.map((known) => (known.key === key ? { ...known, attachment } : known)),
          ),
        (failure: unknown) => {
          setFiles((current) => current.filter((known) => known.key !== key));
          const reason = messageOf(failure, '');
          setAttachError(reason ? `${file.name}: ${reason}` : COPY.attachFailed(file.name));
        },
      );
    }
  }
  const ids = { text: useId(), who: useId(), urgent: useId(), urgentHint: useId() };

  function submit() {
    const body = text.trim();
    if ((!body && attachmentIds.length === 0) || inFlight.current) return;
    if (uploading) {
      setAttachError(COPY.waitForUploads);
      return;
    }
    // The same words and files are the same draft (one id, however often tried); else a new one.
    const ids = attachmentIds.join(',');
    if (
      attempt.current?.body !== body ||
      attempt.current.urgent !== urgent ||
      attempt.current.ids !== ids
    ) {
      attempt.current = { body, urgent, ids, clientId: newClientId() };
    }
    const { clientId } = attempt.current;
    const sentIds = new Set(attachmentIds);
    inFlight.current = true;
    setError(null);
    send.mutate(
      {
        body,
        clientId,
        ...(urgent ? { urgent: true } : {}),
        ...(attachmentIds.length > 0 ? { attachmentIds } : {}),
      },
      {
        onSuccess: () => {
          // Only what was sent is cleared: words typed and files chosen while it went stay.
          setText((current) => (current.trim() === body ? '' : current));
          setFiles((current) =>
            current.filter((file) => !file.attachment || !sentIds.has(file.attachment.id)),
          );
          setAttachError(null);
          setUrgent(false);
          attempt.current = null;
        },
        onError: (failure) => setError(messageOf(failure, COPY.failed)),
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  // Ctrl+Enter (⌘+Enter) sends; Enter alone starts a new line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form className={styles.composer} onSubmit={onSubmit} data-testid="composer">
      <p id={ids.who} className={styles.whoSees} data-testid="who-sees">
        {COPY.whoSees(audienceLine)}
      </p>
      <label htmlFor={ids.text} className="visually-hidden">
        {COPY.label}
      </label>
      <textarea
        id={ids.text}
        className={styles.textarea}
        rows={2}
        value={text}
        placeholder={COPY.placeholder}
        aria-describedby={ids.who}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {mayAttach && (
        <AttachmentPicker
          files={files}
          error={attachError}
          onChoose={choose}
          onRemove={(key) => setFiles((current) => current.filter((file) => file.key !== key))}
          onRefuse={setAttachError}
        />
      )}
      {error && (
        <div className={styles.sendError}>
          <p className={styles.error} role="alert">
            {error}
          </p>
          <Button variant="secondary" size="sm" onClick={submit} disabled={send.isPending}>
            {COPY.tryAgain}
          </Button>
        </div>
      )}
      <div className={styles.composerRow}>
        {mayUrgent ? (
          <label className={styles.check} htmlFor={ids.urgent}>
            <input
              id={ids.urgent}
              type="checkbox"
              checked={urgent}
              aria-labelledby={`${ids.urgent}-label`}
              aria-describedby={ids.urgentHint}
              onChange={(event) => setUrgent(event.target.checked)}
            />
            <span className={styles.checkText}>
              <span id={`${ids.urgent}-label`} className={styles.checkLabel}>
                {COPY.urgent}
              </span>
              <span id={ids.urgentHint} className={styles.hint}>
                {COPY.urgentHint}
              </span>
            </span>
          </label>
        ) : (
          <span />
        )}
        <div className={styles.sendGroup}>
          <p className={styles.sending} role="status">
            {send.isPending ? COPY.sending : ''}
          </p>
          <Button
            type="submit"
            disabled={
              send.isPending || uploading || (text.trim() === '' && attachmentIds.length === 0)
            }
          >
            {COPY.send}
          </Button>
        </div>
      </div>
    </form>
  );
}
