import { useCallback, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CLASSROOM_SCREENS } from '@common/copy/classroom-screens';
import { PATHS } from '@common/routes';
import type { ClassStudent, ClassSummary } from '@common/schemas/classroom';
import { AppShell } from '~/components/layout/AppShell';
import { classroomApi } from '../api/classroom-api';
import { useRemote } from '../hooks/use-remote';
import { ActivitiesSection } from './ActivitiesSection';
import { BooksSection } from './BooksSection';
import { CoTeachersSection } from './CoTeachersSection';
import { JoinRequestsSection } from './JoinRequestsSection';
import { StudentsSection } from './StudentsSection';
import styles from './Classroom.module.css';

const COPY = CLASSROOM_SCREENS.classPage;

/** /teacher/classes/:classId: one class's students, activities, books and co-teachers. */
export function ClassPage() {
  const { classId = '' } = useParams();
  const navigate = useNavigate();
  const fetchClass = useCallback(() => classroomApi.klass(classId), [classId]);
  const fetchStudents = useCallback(() => classroomApi.students(classId), [classId]);
  const { data: klass, failed } = useRemote<ClassSummary>(fetchClass);
  const { data, reload: reloadStudents } = useRemote<ClassStudent[]>(fetchStudents);
  const students = data ?? [];

  useEffect(() => {
    if (failed === 401) void navigate(PATHS.teacherSignIn, { replace: true });
  }, [failed, navigate]);

  return (
    <AppShell
      home={{ to: PATHS.teacherArea, label: COPY.back }}
      back={{ to: PATHS.teacherArea, label: COPY.back }}
      title={klass?.title}
    >
      {failed !== null && failed !== 401 && <p role="alert">{COPY.failed}</p>}
      {klass && (
        <>
          <p className={styles.muted}>
            {CLASSROOM_SCREENS.dashboard.accessCode}:{' '}
            <span className={styles.code} data-testid="access-code">
              {klass.accessCode}
            </span>{' '}
            · {COPY.accessCodeNote}
          </p>
          <StudentsSection classId={classId} students={students} onChange={reloadStudents} />
          <JoinRequestsSection classId={classId} onChange={reloadStudents} />
          <ActivitiesSection classId={classId} />
          <BooksSection classId={classId} students={students} />
          <CoTeachersSection classId={classId} />
        </>
      )}
    </AppShell>
  );
}
