import { useParams } from 'react-router';
import { PATHS } from '@common/routes';
import { StudentAvatar, WORN_AVATAR_LABEL } from '~/features/avatar/components/StudentAvatar';
import { ActivityVideo } from '~/features/media/components/ActivityVideo';
import { WritingPage } from '~/features/writing/components/WritingPage';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Write',
    description: 'Read the passage, reflect and write: your work saves as you type.',
    path: PATHS.studentArea,
    noindex: true,
  });

export default function StudentWritingRoute() {
  const { activityId = '' } = useParams();
  return (
    <WritingPage
      media={<ActivityVideo activityId={activityId} />}
      avatar={<StudentAvatar size={48} label={WORN_AVATAR_LABEL} />}
    />
  );
}
