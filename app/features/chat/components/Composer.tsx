import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_SCREENS } from '@common/copy/chat-screens';
import type { ChatAudience } from '@common/schemas/chat';
import { Button } from '~/components/ui/Button';
import { messageOf } from '~/lib/api';
import { useSendMessage } from '../api/send-message';
import { newClientId } from '../utils/client-id';
import styles from './Chat.module.css';

const COPY = CHAT_SCREENS.composer;

/**
 * The composer: who will see the message, the text and Send. The text stays in the box until
 * the server has taken it (a failed send keeps it, with the server's reason and Try again);
 * each draft carries one client id, so a double click or a retry sends it once.
 */
export function Composer({
  audience,
  conversationId,
  audienceLine,
  mayUrgent,
}: {
  audience: ChatAudience;
  conversationId: string;
  audienceLine: string;
  mayUrgent: boolean;
}) {
  const [text, setText] = useState('');
  const [urgent, setUrgent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const attempt = useRef<{ body: string; urgent: boolean; clientId: string } | null>(null);
  const inFlight = useRef(false);
  const send = useSendMessage(audience, conversationId);
  const ids = { text: useId(), who: useId(), urgent: useId(), urgentHint: useId() };

  function submit() {
    const body = text.trim();
    if (!body || inFlight.current) return;
    // The same words are the same draft (one id, however often tried); changed words a new one.
    if (attempt.current?.body !== body || attempt.current.urgent !== urgent) {
      attempt.current = { body, urgent, clientId: newClientId() };
    }
    const { clientId } = attempt.current;
    inFlight.current = true;
    setError(null);
    send.mutate(
      { body, clientId, ...(urgent ? { urgent: true } : {}) },
      {
        onSuccess: () => {
          // Only what was sent is cleared: words typed while it went stay.
          setText((current) => (current.trim() === body ? '' : current));
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
          <Button type="submit" disabled={send.isPending || text.trim() === ''}>
            {COPY.send}
          </Button>
        </div>
      </div>
    </form>
  );
}
