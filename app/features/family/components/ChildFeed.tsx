import { useId } from 'react';
import { FAMILY_HOME_COPY as COPY } from '@common/copy/family-home';
import type { FeedPiece } from '@common/schemas/family';
import { RichTextView } from '~/components/rich-text/RichTextView';
import { EmptyState } from '~/components/ui/EmptyState';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { formatDate } from '~/lib/format-date';
import { useChildFeed } from '../api/get-child-feed';
import styles from './ParentHome.module.css';

/** The work the teacher approved or returned, newest first, each read as a page. */
export function ChildFeed({ studentId, firstName }: { studentId: string; firstName: string }) {
  const id = useId();
  const { data, isPending, isError, refetch } = useChildFeed(studentId);
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {COPY.feed.title}
      </h2>
      <p className={styles.muted}>{COPY.feed.intro}</p>
      {isPending ? (
        <Skeleton label={COPY.feed.loading} lines={6} />
      ) : isError ? (
        <LoadFailed message={COPY.feed.failed} onRetry={() => void refetch()} />
      ) : data.pieces.length === 0 ? (
        <EmptyState title={COPY.feed.empty(firstName)} />
      ) : (
        <div className={styles.feed}>
          {data.pieces.map((piece) => (
            <Piece key={piece.projectId} piece={piece} />
          ))}
        </div>
      )}
    </section>
  );
}

/** One piece set as a page (like the student's portfolio): no form boxes, just the writing. */
function Piece({ piece }: { piece: FeedPiece }) {
  const id = useId();
  const teacherComments = piece.comments.filter((comment) => comment.authorRole === 'teacher');
  return (
    <article className={styles.piece} aria-labelledby={`${id}-title`} data-testid="feed-piece">
      <header className={styles.pieceHeader}>
        <span className={styles.badge} data-status={piece.status}>
          {COPY.feed.status[piece.status]}
        </span>
        <h3 id={`${id}-title`} className={styles.pieceTitle}>
          {piece.activityTitle}
        </h3>
        <p className={styles.byline}>
          {piece.passageReference && <>{piece.passageReference} · </>}
          {COPY.feed.byline(piece.classTitle, piece.teacherName)} ·{' '}
          <time dateTime={piece.updatedAt}>{formatDate(piece.updatedAt)}</time>
        </p>
      </header>
      {piece.questions.map((question) => {
        const answer = piece.answers[question.id] ?? '';
        return (
          <div key={question.id} className={styles.answer}>
            <h4 className={styles.prompt}>{question.prompt}</h4>
            {answer.trim() === '' ? (
              <p className={styles.muted}>{COPY.feed.unanswered}</p>
            ) : (
              <RichTextView value={answer} className={styles.text} />
            )}
          </div>
        );
      })}
      {/* Not a landmark: each piece has its feedback, and landmarks must be unique. */}
      <div className={styles.feedback}>
        <h4 className={styles.feedbackTitle}>{COPY.feed.feedback}</h4>
        {piece.score && (
          <p className={styles.score}>
            {COPY.feed.score(piece.score.points, piece.score.maxPoints)}
          </p>
        )}
        {teacherComments.length === 0 ? (
          <p className={styles.muted}>{COPY.feed.noFeedback}</p>
        ) : (
          <ul className={styles.comments}>
            {teacherComments.map((comment) => (
              <li key={comment.id}>
                {comment.anchor && <q className={styles.quote}>{comment.anchor.quote}</q>}
                <p>{comment.body}</p>
                <span className={styles.muted}>— {comment.author}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
