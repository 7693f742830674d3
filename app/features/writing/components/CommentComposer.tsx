import { forwardRef, useId, useImperativeHandle, useRef, useState } from 'react';
import { FEEDBACK_COPY } from '@common/copy/feedback';
import type { Question } from '@common/schemas/activities';
import type { CommentAnchor } from '@common/schemas/projects';
import { plainTextOf } from '@common/writing/rich-text';
import { Button } from '~/components/ui/Button';
import { firstError } from '../utils/first-error';
import { usePostReviewComment } from '../api/review-actions';
import { locate } from '../utils/anchors';
import styles from './Feedback.module.css';

const COPY = FEEDBACK_COPY.review;

export interface CommentComposerHandle {
  /** Starts a comment on this passage (from a selection) and moves focus to the comment box. */
  commentOn(anchor: CommentAnchor): void;
}

/**
 * The teacher's new comment: about the whole work, or about a passage of one answer. The
 * passage comes from a selection in the answers, or is typed (the keyboard way): the words
 * must appear in the answer as written, and the first place they do is the anchor.
 */
export const CommentComposer = forwardRef<
  CommentComposerHandle,
  { projectId: string; questions: Question[]; answers: Record<string, string> }
>(function CommentComposer({ projectId, questions, answers }, ref) {
  const id = useId();
  const [questionId, setQuestionId] = useState('');
  const [passage, setPassage] = useState('');
  const [selected, setSelected] = useState<CommentAnchor | null>(null);
  const [body, setBody] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const post = usePostReviewComment(projectId);

  useImperativeHandle(ref, () => ({
    commentOn(anchor) {
      setQuestionId(anchor.questionId);
      setPassage(anchor.quote);
      setSelected(anchor);
      setError(null);
      bodyRef.current?.focus();
    },
  }));

  function anchorToSend(): CommentAnchor | undefined | null {
    const words = passage.trim();
    if (!questionId || !words) return undefined;
    if (selected && selected.questionId === questionId && selected.quote === words) return selected;
    const at = locate(plainTextOf(answers[questionId] ?? ''), {
      questionId,
      start: 0,
      end: words.length,
      quote: words,
    });
    return at ? { questionId, ...at, quote: words } : null;
  }

  return (
    <form
      className={styles.composer}
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        const anchor = anchorToSend();
        if (anchor === null) {
          setMessage(null);
          setError(COPY.passageNotFound);
          return;
        }
        post.mutate(
          { body, ...(anchor ? { anchor } : {}) },
          {
            onSuccess: () => {
              setBody('');
              setPassage('');
              setSelected(null);
              setQuestionId('');
              setError(null);
              setMessage(COPY.sent);
            },
            onError: (failure) => {
              setMessage(null);
              setError(firstError(failure, COPY.loadFailed));
            },
          },
        );
      }}
    >
      <h2 id={`${id}-title`} className={styles.sideTitle}>
        {COPY.newComment}
      </h2>
      <label htmlFor={`${id}-about`} className={styles.label}>
        {COPY.about}
      </label>
      <select
        id={`${id}-about`}
        className={styles.select}
        value={questionId}
        onChange={(event) => setQuestionId(event.target.value)}
      >
        <option value="">{COPY.general}</option>
        {questions.map((question, index) => (
          <option key={question.id} value={question.id}>
            {COPY.questionN(index + 1)}: {question.prompt}
          </option>
        ))}
      </select>
      {questionId && (
        <>
          <label htmlFor={`${id}-passage`} className={styles.label}>
            {COPY.passage}
          </label>
          <input
            id={`${id}-passage`}
            className={styles.input}
            value={passage}
            onChange={(event) => setPassage(event.target.value)}
          />
        </>
      )}
      <label htmlFor={`${id}-body`} className={styles.label}>
        {COPY.commentBody}
      </label>
      <textarea
        id={`${id}-body`}
        ref={bodyRef}
        className={styles.textarea}
        rows={3}
        value={body}
        onChange={(event) => setBody(event.target.value)}
      />
      <Button type="submit" size="sm" disabled={post.isPending}>
        {COPY.send}
      </Button>
      <p className={styles.success} role="status">
        {message}
      </p>
      <p className={styles.error} role="alert">
        {error}
      </p>
    </form>
  );
});
