import { Link } from 'react-router';
import { DASHBOARD_COPY as COPY } from '@common/copy/overview';
import { classPagePath, reviewPath } from '@common/routes';
import type { RecentItem } from '@common/schemas/overview';
import { EmptyState } from '~/components/ui/EmptyState';
import { formatMoment } from '../utils/format';
import styles from './Overview.module.css';

function sentence(item: RecentItem): string {
  if (item.kind === 'join_request') return COPY.recent.join_request(item.studentName);
  return COPY.recent[item.kind](item.studentName, item.activityTitle ?? '');
}

/** The latest hand-ins, revisions and join requests across the teacher's classes. */
export function RecentActivity({ items }: { items: RecentItem[] }) {
  return (
    <section className={styles.section} aria-labelledby="dashboard-recent">
      <h2 id="dashboard-recent" className={styles.sectionTitle}>
        {COPY.recentTitle}
      </h2>
      {items.length === 0 ? (
        <EmptyState title={COPY.recentEmptyTitle}>{COPY.recentEmptyBody}</EmptyState>
      ) : (
        <ul className={styles.list} data-testid="recent">
          {items.map((item, index) => (
            <li key={`${item.kind} ${item.at} ${index}`}>
              <Link
                to={item.projectId ? reviewPath(item.projectId) : classPagePath(item.classId)}
                className={styles.rowLink}
              >
                <span className={styles.rowTitle}>{sentence(item)}</span>
                <span className={styles.rowMeta}>
                  <span>{item.classTitle}</span>
                  <span>{formatMoment(item.at)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
