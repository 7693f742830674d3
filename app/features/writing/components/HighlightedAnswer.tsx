import type { Ref } from 'react';
import type { ProjectComment } from '@common/schemas/projects';
import { segmentsOf } from '../utils/anchors';
import styles from './Feedback.module.css';

/** The DOM id of a comment, which highlights point at (aria-describedby) and move focus to. */
export const commentDomId = (commentId: string) => `comment-${commentId}`;

/**
 * One answer as plain text (rich text is read through `plainTextOf`, so offsets are the
 * anchors' own), with the passages comments are about highlighted. Each highlight is a button:
 * reachable by Tab, it announces its comment (described by it) and moves to it when pressed.
 * The element's text is exactly the plain text, so a selection inside it maps to offsets.
 */
export function HighlightedAnswer({
  answer,
  questionId,
  comments,
  containerRef,
  label,
}: {
  answer: string;
  questionId: string;
  comments: ProjectComment[];
  containerRef?: Ref<HTMLDivElement>;
  /** What the text is, for screen readers: "Answer 1". */
  label: string;
}) {
  const segments = segmentsOf(answer, questionId, comments);
  return (
    <div
      ref={containerRef}
      className={styles.answerText}
      data-question={questionId}
      role="group"
      aria-label={label}
    >
      {segments.map((segment, index) =>
        segment.commentIds.length === 0 ? (
          <span key={index}>{segment.text}</span>
        ) : (
          <button
            key={index}
            type="button"
            className={styles.highlight}
            data-testid="highlight"
            aria-describedby={segment.commentIds.map(commentDomId).join(' ')}
            onClick={() => {
              const target = document.getElementById(commentDomId(segment.commentIds[0]!));
              target?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
              target?.focus();
            }}
          >
            {segment.text}
          </button>
        ),
      )}
    </div>
  );
}
