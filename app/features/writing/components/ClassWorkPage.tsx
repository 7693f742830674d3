import { useParams } from 'react-router';
import { WRITING_COPY } from '@common/copy/writing';
import { PATHS } from '@common/routes';
import { useClassProjects } from '../api/get-class-projects';
import { useLiveProjects } from '../hooks/use-live-projects';
import { StudentWorkCard } from './StudentWorkCard';
import { Loading, WritingShell } from './WritingShell';
import styles from './Writing.module.css';

const COPY = WRITING_COPY.teacher;

/**
 * /teacher/classes/:classId/activities/:activityId: every student's answers, updated live as
 * they write, with comments, rubric scores, approval and points.
 */
export function ClassWorkPage() {
  const { classId = '', activityId = '' } = useParams();
  const { data, isError } = useClassProjects(classId, activityId);
  const { connected, refusal } = useLiveProjects(classId);

  return (
    <WritingShell
      home={PATHS.teacherArea}
      homeLabel={COPY.back}
      back={{ to: PATHS.teacherActivities, label: COPY.back }}
      title={data?.activity.title ?? COPY.studentWork}
    >
      <p className={styles.liveLine}>
        {COPY.intro}{' '}
        {refusal === null && (
          <span className={connected ? styles.live : styles.muted} data-testid="live-state">
            {connected ? COPY.live : COPY.reconnecting}
          </span>
        )}
      </p>
      {refusal !== null && (
        <p role="alert" className={styles.liveRefused} data-testid="live-refused">
          {refusal}
        </p>
      )}
      {isError ? (
        <p role="alert">{WRITING_COPY.student.loadFailed}</p>
      ) : !data ? (
        <Loading label="Loading ..." />
      ) : (
        <ul className={styles.workList}>
          {data.projects.map((project) => (
            <li key={project.studentId}>
              <StudentWorkCard project={project} activity={data.activity} />
            </li>
          ))}
        </ul>
      )}
    </WritingShell>
  );
}
