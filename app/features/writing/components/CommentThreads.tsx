import { useId, useState } from 'react';
import { FEEDBACK_COPY } from '@common/copy/feedback';
import type { ProjectComment } from '@common/schemas/projects';
import { Button } from '~/components/ui/Button';
import { threadsOf, whenOf } from '../utils/anchors';
import { commentDomId } from './HighlightedAnswer';
import styles from './Feedback.module.css';

export interface ReplyHandler {
  send: (parentId: string, body: string) => Promise<void>;
  pending: boolean;
  label: (author: string) => string;
  submit: string;
}

/**
 * Comments as threads: each with the passage it is about (quoted), who wrote it and when, on
 * which version, and its replies; with a reply form when the viewer may reply.
 */
export function CommentThreads({
  comments,
  questionLabel,
  onReply,
  youAre,
  empty,
}: {
  comments: ProjectComment[];
  /** "Answer 2" for an anchor's question id. */
  questionLabel: (questionId: string) => string;
  onReply?: ReplyHandler;
  /** The viewer's own role: their comments are signed "You". */
  youAre: 'teacher' | 'student';
  empty: string;
}) {
  const threads = threadsOf(comments);
  if (threads.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <ol className={styles.threads} data-testid="comment-threads">
      {threads.map(({ comment, replies }) => (
        <li key={comment.id} className={styles.thread}>
          <Comment comment={comment} questionLabel={questionLabel} youAre={youAre} />
          {replies.length > 0 && (
            <ol className={styles.replies}>
              {replies.map((reply) => (
                <li key={reply.id}>
                  <Comment comment={reply} questionLabel={questionLabel} youAre={youAre} />
                </li>
              ))}
            </ol>
          )}
          {onReply && <ReplyForm parent={comment} handler={onReply} />}
        </li>
      ))}
    </ol>
  );
}

function Comment({
  comment,
  questionLabel,
  youAre,
}: {
  comment: ProjectComment;
  questionLabel: (questionId: string) => string;
  youAre: 'teacher' | 'student';
}) {
  const author =
    youAre === 'student' && comment.authorRole === 'student'
      ? FEEDBACK_COPY.student.you
      : comment.author;
  return (
    <article
      id={commentDomId(comment.id)}
      tabIndex={-1}
      className={styles.comment}
      data-testid="comment"
      data-role={comment.authorRole}
    >
      {comment.anchor && (
        <blockquote className={styles.quote}>
          <span className={styles.quoteLabel}>
            {questionLabel(comment.anchor.questionId)} · {FEEDBACK_COPY.student.onPassage}
          </span>
          “{comment.anchor.quote}”
        </blockquote>
      )}
      <p className={styles.body}>{comment.body}</p>
      <p className={styles.meta}>
        <strong>{author}</strong> ·{' '}
        <time dateTime={comment.createdAt}>{whenOf(comment.createdAt)}</time>
        {comment.versionNumber !== null &&
          ` · ${FEEDBACK_COPY.review.onVersion(comment.versionNumber)}`}
      </p>
    </article>
  );
}

function ReplyForm({ parent, handler }: { parent: ProjectComment; handler: ReplyHandler }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState('');
  if (!open) {
    return (
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
        {FEEDBACK_COPY.review.reply}
      </Button>
    );
  }
  return (
    <form
      className={styles.replyForm}
      onSubmit={(event) => {
        event.preventDefault();
        void handler.send(parent.id, body).then(() => {
          setBody('');
          setOpen(false);
        });
      }}
    >
      <label htmlFor={id} className={styles.label}>
        {handler.label(parent.author)}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        rows={2}
        value={body}
        autoFocus
        onChange={(event) => setBody(event.target.value)}
      />
      <div className={styles.row}>
        <Button size="sm" type="submit" disabled={handler.pending}>
          {handler.submit}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
          {FEEDBACK_COPY.review.cancel}
        </Button>
      </div>
    </form>
  );
}
