import { DASHBOARD_COPY } from '@common/copy/academy-dashboard';
import { academyMeta } from '@academy/features/auth/roles';
import { useCourseContext } from '@academy/features/builder/course-context';
import { ParticipantsDashboard } from '@academy/features/dashboard/ParticipantsDashboard';

export const meta = () => academyMeta(DASHBOARD_COPY.title);

/** The course's Participants tab: progress, last activity and reflections waiting (point 13). */
export default function CourseParticipantsRoute() {
  const { course } = useCourseContext();
  return <ParticipantsDashboard courseId={course.id} />;
}
