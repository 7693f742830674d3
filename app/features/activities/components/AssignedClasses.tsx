import { Link } from 'react-router';
import { classWorkPath } from '@common/routes';
import type { ActivityAssignment } from '@common/schemas/activities';
import { ACTIVITIES_COPY as COPY } from '../utils/copy';
import styles from './Cards.module.css';

/**
 * The classes an activity is assigned to, as chips (with each class's open and due dates and
 * chosen students, if set).
 */
export function AssignedClasses({
  activityId,
  assignments,
  showDueDates = false,
}: {
  activityId: string;
  assignments: ActivityAssignment[];
  showDueDates?: boolean;
}) {
  return (
    <div className={styles.assigned} data-testid="assignments">
      {assignments.length === 0 ? (
        <span>{COPY.notAssigned}</span>
      ) : (
        <>
          <span className={styles.assignedLabel}>{COPY.assignedTo}</span>
          <ul className={styles.chips}>
            {assignments.map((assignment) => (
              <li key={assignment.classId} className={styles.chip}>
                <Link
                  to={classWorkPath(assignment.classId, activityId)}
                  aria-label={COPY.studentWork(assignment.classTitle)}
                >
                  {assignment.classTitle}
                </Link>
                {showDueDates && assignment.opensOn && ` · ${COPY.opens(assignment.opensOn)}`}
                {showDueDates && assignment.dueDate && ` · ${COPY.due(assignment.dueDate)}`}
                {showDueDates &&
                  assignment.studentIds &&
                  ` · ${COPY.chosenCount(assignment.studentIds.length)}`}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
