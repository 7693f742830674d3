import { Link } from 'react-router';
import { PROGRESS_STATES } from '@common/classroom/progress';
import { ACTIVITIES_TAB_COPY as COPY, PROGRESS_LABELS } from '@common/copy/overview';
import { classWorkPath, PATHS, reviewPath } from '@common/routes';
import type { AssignmentProgress } from '@common/schemas/overview';
import { ButtonLink } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { Skeleton } from '~/components/ui/Skeleton';
import { useSignInWhenUnauthorized } from '~/lib/use-sign-in-when-unauthorized';
import { useClassAssignments } from '../api/get-class-assignments';
import { STATE_ICONS } from '../utils/state-icons';
import { ProgressBar } from './ProgressBar';
import { ClassLoadFailed } from './ClassLoadFailed';
import styles from './Overview.module.css';

/**
 * A class's Activities tab (issue 11, point 7): each assignment with its dates, who it is for,
 * its progress as counts and, on request, the students in each state; late hand-ins flagged.
 */
export function ActivitiesTab({ classId }: { classId: string }) {
  const assignments = useClassAssignments(classId);
  const signingIn = useSignInWhenUnauthorized(assignments.error, PATHS.teacherSignIn);
  return (
    <section className={styles.section} aria-labelledby="class-activities">
      <div className={styles.sectionHead}>
        <h2 id="class-activities" className={styles.sectionTitle}>
          {COPY.title}
        </h2>
        <Link to={PATHS.teacherActivities}>{COPY.browse}</Link>
      </div>
      {assignments.isPending && <Skeleton label={COPY.loading} lines={5} />}
      {assignments.isError && !signingIn && (
        <ClassLoadFailed
          error={assignments.error}
          message={COPY.failed}
          onRetry={() => void assignments.refetch()}
        />
      )}
      {assignments.data &&
        (assignments.data.assignments.length === 0 ? (
          <EmptyState
            title={COPY.emptyTitle}
            action={<ButtonLink href={PATHS.teacherActivities}>{COPY.browse}</ButtonLink>}
          >
            {COPY.emptyBody}
          </EmptyState>
        ) : (
          <ul className={styles.assignments}>
            {assignments.data.assignments.map((assignment) => (
              <AssignmentCard
                key={assignment.activityId}
                classId={classId}
                assignment={assignment}
              />
            ))}
          </ul>
        ))}
    </section>
  );
}

function AssignmentCard({
  classId,
  assignment,
}: {
  classId: string;
  assignment: AssignmentProgress;
}) {
  const headingId = `assignment-${assignment.activityId}`;
  return (
    <li className={styles.assignment} aria-labelledby={headingId} data-testid="assignment">
      <div className={styles.assignmentHead}>
        <h3 id={headingId} className={styles.assignmentTitle}>
          {assignment.title}
        </h3>
        <Link to={classWorkPath(classId, assignment.activityId)}>{COPY.liveWork}</Link>
      </div>
      <p className={styles.rowMeta}>
        <span>{assignment.passageReference}</span>
        {assignment.opensOn && <span>{COPY.opens(assignment.opensOn)}</span>}
        <strong>{assignment.dueDate ? COPY.due(assignment.dueDate) : COPY.noDue}</strong>
        <span>
          {assignment.chosenStudents ? COPY.chosen(assignment.students.length) : COPY.wholeClass}
        </span>
        {(assignment.scheduled || assignment.lateCount > 0) && (
          <span className={styles.tags}>
            {assignment.scheduled && <span className={styles.tagScheduled}>{COPY.scheduled}</span>}
            {assignment.lateCount > 0 && (
              <span className={styles.tagLate}>{COPY.late(assignment.lateCount)}</span>
            )}
          </span>
        )}
      </p>
      <ProgressBar counts={assignment.counts} label={COPY.progressLabel(assignment.title)} />
      <details className={styles.details}>
        <summary>{COPY.showStudents}</summary>
        <div className={styles.stateGroups}>
          {PROGRESS_STATES.filter(
            (state) => state !== 'archived' || assignment.counts.archived > 0,
          ).map((state) => {
            const students = assignment.students.filter((student) => student.state === state);
            return (
              <div key={state} className={styles.stateGroup}>
                <h4>
                  <span className={`${styles.swatch} ${styles[state]}`} aria-hidden="true" />
                  <span aria-hidden="true">{STATE_ICONS[state]}</span>
                  {PROGRESS_LABELS[state]} ({students.length})
                </h4>
                {students.length === 0 ? (
                  <p className={styles.muted}>{COPY.nobody}</p>
                ) : (
                  <ul className={styles.names}>
                    {students.map((student) => (
                      <li key={student.studentId}>
                        {student.projectId && student.state !== 'writing' ? (
                          <Link to={reviewPath(student.projectId)}>{student.name}</Link>
                        ) : (
                          student.name
                        )}
                        {student.late && <span className={styles.tagLate}>{COPY.lateFlag}</span>}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
        </div>
      </details>
    </li>
  );
}
