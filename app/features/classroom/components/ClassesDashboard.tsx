import { Link } from 'react-router';
import { CLASSROOM_SCREENS } from '@common/copy/classroom-screens';
import { classPagePath } from '@common/routes';
import { useClasses } from '../api/get-classes';
import { CreateClassForm } from './CreateClassForm';
import styles from './Classroom.module.css';

const COPY = CLASSROOM_SCREENS.dashboard;

/** The teacher area's dashboard: every class taught (own and co-taught), and a new one. */
export function ClassesDashboard() {
  const { data: classes } = useClasses();

  return (
    <section className={styles.section} aria-labelledby="classes-title">
      <h2 id="classes-title" className={styles.sectionTitle}>
        {COPY.title}
      </h2>
      {classes && classes.length === 0 && <p className={styles.muted}>{COPY.empty}</p>}
      {classes && classes.length > 0 && (
        <ul className={styles.cards}>
          {classes.map((klass) => (
            <li key={klass.id} className={styles.card}>
              <Link to={classPagePath(klass.id)} className={styles.cardTitle}>
                {klass.title}
              </Link>
              <span className={styles.muted}>
                {[klass.subject, COPY.students(klass.studentCount)].filter(Boolean).join(' · ')}
              </span>
              <span>
                {COPY.accessCode}: <span className={styles.code}>{klass.accessCode}</span>
              </span>
              {klass.role === 'co-teacher' && (
                <span className={styles.muted}>{COPY.coTeaching}</span>
              )}
              {klass.pendingJoinRequests > 0 && (
                <span>{COPY.pending(klass.pendingJoinRequests)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <CreateClassForm />
    </section>
  );
}
