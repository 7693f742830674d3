import { Link } from 'react-router';
import { DASHBOARD_COPY as COPY } from '@common/copy/overview';
import { reviewPath } from '@common/routes';
import type { ReviewItem } from '@common/schemas/overview';
import { EmptyState } from '~/components/ui/EmptyState';
import { formatMoment } from '../utils/format';
import styles from './Overview.module.css';

/** Handed-in work waiting for feedback across every class, oldest first, one click to review. */
export function ReviewQueue({ items, total }: { items: ReviewItem[]; total: number }) {
  return (
    <section className={styles.section} aria-labelledby="dashboard-review">
      <div className={styles.sectionHead}>
        <h2 id="dashboard-review" className={styles.sectionTitle}>
          {COPY.reviewTitle}
          {total > 0 && (
            <span className={styles.count} data-testid="review-total">
              {total}
            </span>
          )}
        </h2>
      </div>
      {items.length === 0 ? (
        <EmptyState title={COPY.reviewEmptyTitle}>{COPY.reviewEmptyBody}</EmptyState>
      ) : (
        <>
          <p className={styles.muted}>{COPY.reviewIntro}</p>
          <ol className={styles.list} aria-label={COPY.reviewTitle} data-testid="review-queue">
            {items.map((item) => (
              <li key={item.projectId}>
                <Link to={reviewPath(item.projectId)} className={styles.rowLink}>
                  <span className={styles.rowTitle}>
                    {item.studentName} — {item.activityTitle}
                  </span>
                  <span className={styles.rowMeta}>
                    <span>{item.classTitle}</span>
                    <span>{COPY.handedIn(formatMoment(item.submittedAt))}</span>
                    {(item.late || item.revision) && (
                      <span className={styles.tags}>
                        {item.revision && (
                          <span className={styles.tagRevision}>{COPY.revision}</span>
                        )}
                        {item.late && <span className={styles.tagLate}>{COPY.late}</span>}
                      </span>
                    )}
                  </span>
                </Link>
              </li>
            ))}
          </ol>
          {total > items.length && (
            <p className={styles.more}>{COPY.reviewMore(items.length, total)}</p>
          )}
        </>
      )}
    </section>
  );
}
