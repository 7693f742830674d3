import { useParams } from 'react-router';
import { GRADEBOOK_COPY } from '@common/copy/overview';
import { PATHS } from '@common/routes';
import { Gradebook } from '~/features/overview/components/Gradebook';
import { pageMeta } from '~/lib/page-meta';
import { useAreaSession } from '~/lib/session';

export const meta = () =>
  pageMeta({
    title: GRADEBOOK_COPY.title,
    description: 'Every student’s progress and rubric total on every assignment of the class.',
    path: PATHS.teacherGradebook,
    noindex: true,
  });

/** /teacher/classes/:classId/gradebook: the class's Gradebook tab (issue 11, point 9). */
export default function GradebookTabRoute() {
  // The area's layout checked the teacher's session on the way in.
  useAreaSession();
  const { classId = '' } = useParams();
  return <Gradebook classId={classId} />;
}
