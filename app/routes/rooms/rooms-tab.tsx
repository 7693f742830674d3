import { useParams } from 'react-router';
import { ROOMS_TEACHER_COPY } from '@common/copy/rooms-teacher';
import { PATHS } from '@common/routes';
import { useClassStudents } from '~/features/classroom/api/get-class-students';
import { useClassAssignments } from '~/features/overview/api/get-class-assignments';
import { RoomsTab } from '~/features/rooms/teacher/RoomsTab';
import { pageMeta } from '~/lib/page-meta';
import { useAreaSession } from '~/lib/session';

export const meta = () =>
  pageMeta({
    title: ROOMS_TEACHER_COPY.tab.title,
    description: ROOMS_TEACHER_COPY.tab.intro,
    path: PATHS.teacherClasses,
    noindex: true,
  });

/** /teacher/classes/:classId/rooms: the class's writing rooms (issue 18). */
export default function RoomsTabRoute() {
  useAreaSession();
  const { classId = '' } = useParams();
  const assignments = useClassAssignments(classId);
  const students = useClassStudents(classId);
  return (
    <RoomsTab
      classId={classId}
      roster={{
        activities: assignments.data?.assignments.map((assignment) => ({
          id: assignment.activityId,
          title: assignment.title,
        })),
        students: students.data?.map((student) => ({
          id: student.id,
          name: `${student.firstName} ${student.lastName}`.trim(),
        })),
      }}
    />
  );
}
