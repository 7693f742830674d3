import { Link } from 'react-router';
import { STUDENT_HOME_COPY as COPY } from '@common/copy/student';
import { WRITING_COPY } from '@common/copy/writing';
import { studentWritingPath } from '@common/routes';
import type { StudentHomeAnswer } from '@common/schemas/projects';
import { EmptyState } from '~/components/ui/EmptyState';
import { dueInWords, isLate } from '~/lib/due-words';
import styles from './StudentHome.module.css';

const WRITING = WRITING_COPY.student;

/** Every activity the student can see, grouped by class, each with its progress. */
export function ClassActivities({ classes }: { classes: StudentHomeAnswer['classes'] }) {
  return (
    <section aria-labelledby="student-activities" className={styles.section}>
      <h2 id="student-activities" className={styles.sectionTitle}>
        {COPY.classes.title}
      </h2>
      {classes.length === 0 ? (
        <EmptyState title={COPY.classes.empty.title}>{COPY.classes.empty.body}</EmptyState>
      ) : (
        classes.map((group) => (
          <div key={group.classId} className={styles.classGroup}>
            <h3 className={styles.classTitle}>{group.classTitle}</h3>
            <ul className={styles.rows}>
              {group.activities.map((activity) => {
                const late =
                  activity.dueDate !== null && !activity.submitted && isLate(activity.dueDate);
                return (
                  <li key={activity.activityId} className={styles.row}>
                    <Link
                      to={studentWritingPath(activity.classId, activity.activityId)}
                      aria-label={WRITING.open(activity.title)}
                      className={styles.cardLink}
                    >
                      {activity.title}
                    </Link>
                    <span className={styles.meta}>
                      {activity.passageReference}
                      {activity.dueDate && (
                        <>
                          {' · '}
                          <span className={late ? styles.lateText : undefined}>
                            {dueInWords(activity.dueDate)}
                          </span>
                        </>
                      )}
                    </span>
                    <span className={styles.badge}>
                      {activity.submitted && activity.status === 'active'
                        ? WRITING.submitted
                        : WRITING.status[activity.status]}
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
