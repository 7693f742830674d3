import { useId } from 'react';
import { Link } from 'react-router';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { REVIEW_COPY as COPY } from '@common/copy/academy-reflections';
import { EmptyState } from '~/components/ui/EmptyState';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { formatDate } from '~/lib/format-date';
import { useCourseLive } from '@academy/lib/use-course-live';
import { reviewKeys, useReviewQueue } from './api';
import styles from './Review.module.css';

/**
 * The review queue (issue 13, point 13): reflections handed in and not yet answered, who has
 * waited longest first. A new hand-in appears at once (the course's live stream).
 */
export function ReviewQueue({ courseId }: { courseId: string }) {
  const headingId = useId();
  const queue = useReviewQueue(courseId);
  useCourseLive(courseId, [reviewKeys.all(courseId)]);
  return (
    <section className={styles.queue} aria-labelledby={headingId}>
      <div className={styles.queueHeader}>
        <h2 id={headingId} className={styles.title}>
          {COPY.queueTitle}
        </h2>
        {queue.data && (
          <p className={styles.count} data-testid="waiting-count">
            {COPY.waiting(queue.data.waiting)}
          </p>
        )}
      </div>
      <p className={styles.intro}>{COPY.queueIntro}</p>
      {queue.isPending ? (
        <Skeleton label={COPY.loading} lines={5} />
      ) : queue.isError ? (
        <LoadFailed message={COPY.loadFailed} onRetry={() => void queue.refetch()} />
      ) : queue.data.items.length === 0 ? (
        <EmptyState title={COPY.emptyTitle}>{COPY.emptyBody}</EmptyState>
      ) : (
        <ol className={styles.items}>
          {queue.data.items.map((item) => (
            <li key={item.id} className={styles.item}>
              <div className={styles.itemText}>
                <Link
                  className={styles.itemLink}
                  to={ACADEMY_PATHS.reviewReflection(courseId, item.id)}
                >
                  {item.participant.name}
                  <span className="visually-hidden">: {COPY.open}</span>
                </Link>
                <span className={styles.lesson}>{item.lesson.title}</span>
              </div>
              <p className={styles.meta}>
                {item.status === 'resubmitted' && (
                  <span className={styles.badge}>{COPY.resubmitted}</span>
                )}
                <span>{COPY.handedIn(formatDate(item.submittedAt))}</span>
                <span>{COPY.words(item.wordCount)}</span>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
