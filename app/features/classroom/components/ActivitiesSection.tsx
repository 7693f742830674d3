import { useId } from 'react';
import { Link } from 'react-router';
import { CLASSROOM_SCREENS } from '@common/copy/classroom-screens';
import { classWorkPath, PATHS } from '@common/routes';
import { useClassActivities } from '../api/get-teacher-activities';
import styles from './Classroom.module.css';

const COPY = CLASSROOM_SCREENS.activities;

/** The activities assigned to this class, each leading to the students' live work. */
export function ActivitiesSection({ classId }: { classId: string }) {
  const id = useId();
  const activities = useClassActivities(classId);

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {COPY.title}
      </h2>
      {activities && activities.length === 0 && <p className={styles.muted}>{COPY.empty}</p>}
      {activities && activities.length > 0 && (
        <ul className={styles.list}>
          {activities.map((activity) => (
            <li key={activity.id}>
              <Link to={classWorkPath(classId, activity.id)} aria-label={COPY.work(activity.title)}>
                {activity.title}
              </Link>{' '}
              <span className={styles.muted}>{activity.passageReference}</span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={PATHS.teacherActivities}>{COPY.manage}</Link>
      </p>
    </section>
  );
}
