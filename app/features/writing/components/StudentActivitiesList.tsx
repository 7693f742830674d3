import { Link } from 'react-router';
import { WRITING_COPY } from '@common/copy/writing';
import { studentWritingPath } from '@common/routes';
import { PROJECTS_API } from '@common/schemas/projects';
import { useStudentActivities } from '../api/get-student-activities';
import styles from './Writing.module.css';

const COPY = WRITING_COPY.student;

/** The student area's list of assigned activities, with the student's points. */
export function StudentActivitiesList() {
  const { data, isError } = useStudentActivities();

  if (isError) return <p role="alert">{COPY.loadFailed}</p>;
  if (!data) return null;
  return (
    <section className={styles.listSection} aria-labelledby="student-activities">
      <div className={styles.listHeading}>
        <h2 id="student-activities" className={styles.sectionTitle}>
          {COPY.listTitle}
        </h2>
        <p className={styles.points} data-testid="student-points">
          <span className="visually-hidden">{COPY.pointsLabel}: </span>
          {COPY.points(data.points)}
        </p>
      </div>
      {data.activities.length === 0 ? (
        <p className={styles.muted}>{COPY.empty}</p>
      ) : (
        <ul className={styles.activityList}>
          {data.activities.map((activity) => (
            <li key={`${activity.classId}-${activity.activityId}`} className={styles.activityItem}>
              <Link
                to={studentWritingPath(activity.classId, activity.activityId)}
                aria-label={COPY.open(activity.title)}
                className={styles.activityLink}
              >
                {activity.title}
              </Link>
              <span className={styles.muted}>
                {activity.passageReference} · {activity.classTitle}
                {activity.dueDate && ` · ${COPY.due(activity.dueDate)}`}
              </span>
              <span className={styles.badge}>
                {activity.submitted && activity.status === 'active'
                  ? COPY.submitted
                  : COPY.status[activity.status]}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <a href={PROJECTS_API.studentWritingPdf}>{COPY.downloadPdf}</a>
      </p>
    </section>
  );
}
