import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { WRITING_COPY } from '@common/copy/writing';
import { PATHS } from '@common/routes';
import type { StudentProjectAnswer } from '@common/schemas/projects';
import { Button } from '~/components/ui/Button';
import { loadStudentProject } from '../api/writing-api';
import { Loading, WritingShell } from './WritingShell';
import { WritingEditor } from './WritingEditor';
import styles from './Writing.module.css';

const COPY = WRITING_COPY.student;

/** /student/classes/:classId/activities/:activityId: read, reflect and write. */
export function WritingPage() {
  const { classId = '', activityId = '' } = useParams();
  const navigate = useNavigate();
  const [data, setData] = useState<StudentProjectAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    void loadStudentProject(classId, activityId).then((result) => {
      if (!active) return;
      if (result.status === 401) void navigate(PATHS.studentSignIn, { replace: true });
      else if (result.ok) setData(result.body);
      else setFailed(true);
    });
    return () => {
      active = false;
    };
  }, [classId, activityId, attempt, navigate]);

  return (
    <WritingShell
      home={PATHS.studentArea}
      homeLabel={COPY.back}
      back={{ to: PATHS.studentArea, label: COPY.back }}
      title={data?.activity.title ?? COPY.listTitle}
    >
      {data ? (
        <WritingEditor data={data} />
      ) : failed ? (
        <div role="alert" className={styles.failed}>
          <p>{COPY.loadFailed}</p>
          <Button
            variant="secondary"
            onClick={() => {
              setFailed(false);
              setAttempt((count) => count + 1);
            }}
          >
            {COPY.retry}
          </Button>
        </div>
      ) : (
        <Loading label="Loading ..." />
      )}
    </WritingShell>
  );
}
