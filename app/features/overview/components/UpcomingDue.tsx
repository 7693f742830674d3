import { Link } from 'react-router';
import { DASHBOARD_COPY as COPY } from '@common/copy/overview';
import { classWorkPath, PATHS } from '@common/routes';
import type { UpcomingItem } from '@common/schemas/overview';
import { EmptyState } from '~/components/ui/EmptyState';
import styles from './Overview.module.css';

/** Due dates of the next two weeks, soonest first, with how many have handed in. */
export function UpcomingDue({ items }: { items: UpcomingItem[] }) {
  return (
    <section className={styles.section} aria-labelledby="dashboard-upcoming">
      <h2 id="dashboard-upcoming" className={styles.sectionTitle}>
        {COPY.upcomingTitle}
      </h2>
      {items.length === 0 ? (
        <EmptyState
          title={COPY.upcomingEmptyTitle}
          action={<Link to={PATHS.teacherActivities}>{COPY.assignActivity}</Link>}
        >
          {COPY.upcomingEmptyBody}
        </EmptyState>
      ) : (
        <ul className={styles.list} data-testid="upcoming">
          {items.map((item) => (
            <li key={`${item.activityId} ${item.classId}`}>
              <Link to={classWorkPath(item.classId, item.activityId)} className={styles.rowLink}>
                <span className={styles.rowTitle}>{item.activityTitle}</span>
                <span className={styles.rowMeta}>
                  <strong>{COPY.due(item.dueDate)}</strong>
                  <span>{item.classTitle}</span>
                  <span>{COPY.handedInOf(item.handedIn, item.assigned)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
