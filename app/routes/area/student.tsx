import { ACCOUNT_AREA } from '@common/copy/auth';
import { PATHS } from '@common/routes';
import { AccountAreaPage } from '~/features/auth/components/AccountAreaPage';
import { AvatarBadge } from '~/features/avatar/components/AvatarBadge';
import { StudentActivitiesList } from '~/features/writing/components/StudentActivitiesList';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: ACCOUNT_AREA.titles.student,
    description: 'Your Lectio student area: who is signed in, and where your work will appear.',
    path: PATHS.studentArea,
    noindex: true,
  });

export default function StudentAreaRoute() {
  return (
    <AccountAreaPage area="student">
      <AvatarBadge />
      <StudentActivitiesList />
    </AccountAreaPage>
  );
}
