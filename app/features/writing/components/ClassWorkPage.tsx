import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { WRITING_COPY } from '@common/copy/writing';
import { PATHS } from '@common/routes';
import type { ClassProjectsAnswer, LiveProjectEvent } from '@common/schemas/projects';
import { fetchSession } from '~/lib/session';
import { loadClassProjects } from '../api/writing-api';
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
  const navigate = useNavigate();
  const [data, setData] = useState<ClassProjectsAnswer | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    void fetchSession().then(async (session) => {
      if (!active) return;
      if (session.status === 'signed-out') {
        void navigate(PATHS.teacherSignIn, { replace: true });
        return;
      }
      const result = await loadClassProjects(classId, activityId);
      if (!active) return;
      if (result.ok) setData(result.body);
      else setFailed(true);
    });
    return () => {
      active = false;
    };
  }, [classId, activityId, navigate]);

  const onChange = useCallback(
    (event: LiveProjectEvent) => {
      if (event.activityId !== activityId) return;
      setData(
        (current) =>
          current && {
            ...current,
            projects: current.projects.map((project) =>
              project.studentId === event.studentId
                ? {
                    ...project,
                    projectId: event.projectId,
                    answers: event.answers,
                    wordCount: event.wordCount,
                    status: event.status,
                    updatedAt: event.updatedAt,
                  }
                : project,
            ),
          },
      );
    },
    [activityId],
  );
  const connected = useLiveProjects(classId, onChange);

  return (
    <WritingShell
      home={PATHS.teacherArea}
      homeLabel={COPY.back}
      back={{ to: PATHS.teacherActivities, label: COPY.back }}
      title={data?.activity.title ?? COPY.studentWork}
    >
      <p className={styles.liveLine}>
        {COPY.intro}{' '}
        <span className={connected ? styles.live : styles.muted} data-testid="live-state">
          {connected ? COPY.live : COPY.reconnecting}
        </span>
      </p>
      {failed ? (
        <p role="alert">{WRITING_COPY.student.loadFailed}</p>
      ) : !data ? (
        <Loading label="Loading ..." />
      ) : (
        <ul className={styles.workList}>
          {data.projects.map((project) => (
            <li key={project.studentId}>
              <StudentWorkCard
                project={project}
                activity={data.activity}
                onUpdate={(changes) =>
                  setData(
                    (current) =>
                      current && {
                        ...current,
                        projects: current.projects.map((entry) =>
                          entry.studentId === project.studentId ? { ...entry, ...changes } : entry,
                        ),
                      },
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
    </WritingShell>
  );
}
