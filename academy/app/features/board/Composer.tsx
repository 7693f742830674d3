import { useId, useRef, useState, type FormEvent } from 'react';
import { BOARD_COPY as COPY } from '@common/academy/board-copy';
import type { BoardViewer } from '@common/schemas/academy-board';
import { Button } from '~/components/ui/Button';
import { fromBoardHtml, toBoardHtml } from './markup';
import { MentionTextarea } from './MentionTextarea';
import styles from './Board.module.css';

export interface ComposerValue {
  clientId: string;
  title: string;
  body: string;
  lessonId: string | null;
  postFirst: boolean;
}

/**
 * Writing on the board: a new thread (title, message, optional lesson and, for instructors,
 * the reflection-thread flag), a reply, or an edit of one's own post. Each attempt carries a
 * client id, kept until it succeeds, so a double click or a retry makes one post.
 */
export function Composer({
  courseId,
  kind,
  viewer,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  courseId: string;
  kind: 'thread' | 'reply' | 'editThread' | 'editReply';
  viewer: BoardViewer;
  initial?: { title?: string; body?: string; lessonId?: string | null };
  submitLabel: string;
  /** Answers an error message to show, or null when done. */
  onSubmit: (value: ComposerValue) => Promise<string | null>;
  onCancel?: () => void;
}) {
  const id = useId();
  const start = fromBoardHtml(initial?.body ?? '');
  const [title, setTitle] = useState(initial?.title ?? '');
  const [text, setText] = useState(start.text);
  const mentions = useRef(start.mentions);
  const [lessonId, setLessonId] = useState(initial?.lessonId ?? '');
  const [postFirst, setPostFirst] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const clientId = useRef(crypto.randomUUID());
  const withTitle = kind === 'thread' || kind === 'editThread';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    const failure = await onSubmit({
      clientId: clientId.current,
      title: title.trim(),
      body: toBoardHtml(text, mentions.current),
      lessonId: lessonId || null,
      postFirst,
    });
    setSending(false);
    setError(failure);
    if (!failure) {
      clientId.current = crypto.randomUUID();
      if (kind === 'thread' || kind === 'reply') {
        setTitle('');
        setText('');
        mentions.current = new Map();
      }
    }
  }

  return (
    <form className={styles.composer} onSubmit={(event) => void submit(event)} noValidate>
      {withTitle && (
        <div className={styles.field}>
          <label htmlFor={`${id}-title`} className={styles.label}>
            {COPY.titleLabel}
          </label>
          <input
            id={`${id}-title`}
            className={styles.input}
            value={title}
            maxLength={140}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
      )}
      <MentionTextarea
        courseId={courseId}
        id={`${id}-body`}
        label={kind === 'reply' ? COPY.replyHeading : COPY.bodyLabel}
        value={text}
        onChange={setText}
        onMention={(name, userId) => mentions.current.set(name, userId)}
        describedBy={`${id}-help`}
        rows={kind === 'reply' || kind === 'editReply' ? 3 : 6}
      />
      <p id={`${id}-help`} className={styles.hint}>
        {COPY.bodyHelp}
      </p>
      {kind === 'thread' && viewer.lessons.length > 0 && (
        <div className={styles.field}>
          <label htmlFor={`${id}-lesson`} className={styles.label}>
            {COPY.lessonLabel}
          </label>
          <select
            id={`${id}-lesson`}
            className={styles.input}
            value={lessonId}
            onChange={(event) => setLessonId(event.target.value)}
          >
            <option value="">{COPY.noLesson}</option>
            {viewer.lessons.map((lesson) => (
              <option key={lesson.id} value={lesson.id}>
                {lesson.title}
              </option>
            ))}
          </select>
        </div>
      )}
      {kind === 'thread' && viewer.staff && (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={postFirst}
            onChange={(event) => setPostFirst(event.target.checked)}
          />
          <span>{COPY.postFirstLabel}</span>
        </label>
      )}
      {!viewer.staff && viewer.premoderation && (kind === 'thread' || kind === 'reply') && (
        <p className={styles.hint}>{COPY.premoderationNote}</p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={sending}>
          {sending ? (kind === 'reply' ? COPY.replying : COPY.posting) : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {COPY.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
