import { useId, useState } from 'react';
import { FEEDBACK_COPY } from '@common/copy/feedback';
import type { Question } from '@common/schemas/activities';
import type { StudentFeedbackAnswer } from '@common/schemas/projects';
import { firstError } from '../utils/first-error';
import { usePostReply } from '../api/get-student-feedback';
import { whenOf } from '../utils/anchors';
import { CommentThreads } from './CommentThreads';
import { HighlightedAnswer } from './HighlightedAnswer';
import styles from './Feedback.module.css';

const COPY = FEEDBACK_COPY.student;

/**
 * The student's side of the feedback loop, beside their editor: the teacher's comments (each
 * with the words it is about), their own writing with those words highlighted, a reply to
 * each comment, and every version they handed in with the comments made on it.
 */
export function StudentFeedbackPanel({
  classId,
  activityId,
  questions,
  feedback,
  connected,
}: {
  classId: string;
  activityId: string;
  questions: Question[];
  feedback: StudentFeedbackAnswer;
  /** The live channel is open: new feedback appears by itself. */
  connected: boolean;
}) {
  const id = useId();
  const reply = usePostReply(classId, activityId);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const questionLabel = (questionId: string) =>
    FEEDBACK_COPY.review.questionN(questions.findIndex((q) => q.id === questionId) + 1);
  const anchored = feedback.comments.filter((comment) => comment.anchor);

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-testid="feedback-panel">
      <div className={styles.panelHeader}>
        <h2 id={`${id}-title`} className={styles.sideTitle}>
          {COPY.panel}
        </h2>
        <span
          className={connected ? styles.live : styles.muted}
          data-testid="student-live"
          data-connected={connected}
        >
          {connected ? COPY.live : COPY.reconnecting}
        </span>
      </div>
      {feedback.score && (
        <p className={styles.total}>
          {COPY.score(feedback.score.points, feedback.score.maxPoints)}
        </p>
      )}
      <CommentThreads
        comments={feedback.comments}
        questionLabel={questionLabel}
        youAre="student"
        empty={COPY.noFeedback}
        onReply={{
          send: async (parentId, body) => {
            try {
              await reply.mutateAsync({ parentId, body });
              setError(null);
              setMessage(COPY.replied);
            } catch (failure) {
              setMessage(null);
              setError(firstError(failure, FEEDBACK_COPY.review.loadFailed));
              throw failure;
            }
          },
          pending: reply.isPending,
          label: COPY.replyLabel,
          submit: COPY.sendReply,
        }}
      />
      <p className={styles.success} role="status">
        {message}
      </p>
      <p className={styles.error} role="alert">
        {error}
      </p>
      {anchored.length > 0 && (
        <section
          aria-labelledby={`${id}-writing`}
          className={styles.history}
          data-testid="student-writing"
        >
          <h3 id={`${id}-writing`} className={styles.subTitle}>
            {COPY.yourWriting}
          </h3>
          {questions.map((question, index) =>
            feedback.answers[question.id] ? (
              <div key={question.id} className={styles.answerItem}>
                <p className={styles.prompt}>
                  {FEEDBACK_COPY.review.questionN(index + 1)}. {question.prompt}
                </p>
                <HighlightedAnswer
                  answer={feedback.answers[question.id]!}
                  questionId={question.id}
                  comments={feedback.comments}
                  label={FEEDBACK_COPY.review.questionN(index + 1)}
                />
              </div>
            ) : null,
          )}
        </section>
      )}
      {feedback.versions.length > 0 && (
        <details className={styles.history} data-testid="student-history">
          <summary>
            {COPY.history} ({feedback.versions.length})
          </summary>
          <ol className={styles.versionList}>
            {feedback.versions.map((version) => (
              <li key={version.number}>
                <details>
                  <summary>{COPY.version(version.number, whenOf(version.handedInAt))}</summary>
                  {questions.map((question, index) =>
                    version.answers[question.id] ? (
                      <div key={question.id} className={styles.answerItem}>
                        <p className={styles.prompt}>
                          {FEEDBACK_COPY.review.questionN(index + 1)}. {question.prompt}
                        </p>
                        <HighlightedAnswer
                          answer={version.answers[question.id]!}
                          questionId={question.id}
                          comments={feedback.comments.filter(
                            (comment) => comment.versionNumber === version.number,
                          )}
                          label={`${FEEDBACK_COPY.review.version} ${version.number}, ${FEEDBACK_COPY.review.questionN(index + 1)}`}
                        />
                      </div>
                    ) : null,
                  )}
                </details>
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}

/** The state of the work at the top of the page: returned (with the note), approved or archived (read-only). */
export function WorkStateBanner({ feedback }: { feedback: StudentFeedbackAnswer }) {
  if (feedback.status === 'returned') {
    return (
      <div
        className={styles.bannerReturned}
        role="note"
        aria-live="polite"
        data-testid="work-state"
      >
        <p className={styles.bannerTitle}>{COPY.returnedTitle}</p>
        <p>{COPY.returnedNote(feedback.returnNote)}</p>
        <p>{COPY.returnedAction}</p>
      </div>
    );
  }
  if (feedback.status === 'approved' || feedback.status === 'archived') {
    return (
      <div
        className={styles.bannerApproved}
        role="note"
        aria-live="polite"
        data-testid="work-state"
      >
        <p className={styles.bannerTitle}>{FEEDBACK_COPY.status[feedback.status]}</p>
        <p>{COPY.approvedNote}</p>
      </div>
    );
  }
  return null;
}
