import { ACCOUNT_AREA } from '@common/copy/auth';
import { PATHS } from '@common/routes';
import { StudentHomePage } from '~/features/writing/components/home/StudentHomePage';
import { StudentAvatar, WORN_AVATAR_LABEL } from '~/features/avatar/components/StudentAvatar';
import { AnnouncementsCard } from '~/features/chat/components/AnnouncementsCard';
import { MyRoomsCard } from '~/features/rooms/student/MyRoomsCard';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: ACCOUNT_AREA.titles.student,
    description: 'Your Lectio home: work due soon, work returned to you, and all your activities.',
    path: PATHS.studentArea,
    noindex: true,
  });

export default function StudentAreaRoute() {
  return (
    <StudentHomePage
      avatar={<StudentAvatar size={72} label={WORN_AVATAR_LABEL} />}
      pinned={
        <>
          <AnnouncementsCard area="student" />
          <MyRoomsCard />
        </>
      }
    />
  );
}
