import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CLASSROOM_SCREENS } from '@common/copy/classroom-screens';
import { PATHS } from '@common/routes';
import { AppShell } from '~/components/layout/AppShell';
import { statusOf } from '~/lib/api';
import { useClass } from '../api/get-class';
import { useClassStudents } from '../api/get-class-students';
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
  const { data: klass, error } = useClass(classId);
  const students = useClassStudents(classId).data ?? [];
  // The area's layout checked the session on the way in; one that ended since is sent to
  // sign in again.
  const failed = error ? statusOf(error) : null;

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
          <StudentsSection classId={classId} students={students} />
          <JoinRequestsSection classId={classId} />
          <ActivitiesSection classId={classId} />
          <BooksSection classId={classId} students={students} />
          <CoTeachersSection classId={classId} />
        </>
      )}
    </AppShell>
  );
}
