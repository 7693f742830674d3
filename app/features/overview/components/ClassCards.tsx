import { Link } from 'react-router';
import { DASHBOARD_COPY as COPY } from '@common/copy/overview';
import { classPagePath, PATHS } from '@common/routes';
import type { DashboardClass } from '@common/schemas/overview';
import { ButtonLink } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import styles from './Overview.module.css';

/** The dashboard's class cards: counts that say where the teacher is needed. */
export function ClassCards({ classes }: { classes: DashboardClass[] }) {
  return (
    <section className={styles.section} aria-labelledby="dashboard-classes">
      <div className={styles.sectionHead}>
        <h2 id="dashboard-classes" className={styles.sectionTitle}>
          {COPY.classesTitle}
        </h2>
        {classes.length > 0 && <Link to={PATHS.teacherClasses}>{COPY.allClasses}</Link>}
      </div>
      {classes.length === 0 ? (
        <EmptyState
          title={COPY.noClassesTitle}
          action={<ButtonLink href={PATHS.teacherClasses}>{COPY.createClass}</ButtonLink>}
        >
          {COPY.noClassesBody}
        </EmptyState>
      ) : (
        <ul className={styles.cards}>
          {classes.map((klass) => (
            <li key={klass.id} className={styles.card} data-testid="class-card">
              <Link to={classPagePath(klass.id)} className={styles.cardTitle}>
                {klass.title}
              </Link>
              {(klass.subject || klass.role === 'co-teacher') && (
                <p className={styles.muted}>
                  {[klass.subject, klass.role === 'co-teacher' && COPY.coTeaching]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              )}
              <ul className={styles.stats}>
                <li className={styles.stat}>{COPY.students(klass.studentCount)}</li>
                <li className={styles.stat}>{COPY.openActivities(klass.openActivities)}</li>
                <li className={klass.toReview > 0 ? styles.statStrong : styles.stat}>
                  {COPY.toReview(klass.toReview)}
                </li>
                {klass.pendingJoinRequests > 0 && (
                  <li className={styles.statStrong}>
                    {COPY.waitingToJoin(klass.pendingJoinRequests)}
                  </li>
                )}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
