import { useParams } from 'react-router';
import { ACTIVITIES_TAB_COPY } from '@common/copy/overview';
import { PATHS } from '@common/routes';
import { ActivitiesTab } from '~/features/overview/components/ActivitiesTab';
import { pageMeta } from '~/lib/page-meta';
import { useAreaSession } from '~/lib/session';

export const meta = () =>
  pageMeta({
    title: ACTIVITIES_TAB_COPY.title,
    description: 'The class’s assignments and how far each student has got.',
    path: PATHS.teacherArea,
    noindex: true,
  });

/** /teacher/classes/:classId/activities: the class's Activities tab (issue 11, point 7). */
export default function ActivitiesTabRoute() {
  // The area's layout checked the teacher's session on the way in.
  useAreaSession();
  const { classId = '' } = useParams();
  return <ActivitiesTab classId={classId} />;
}
