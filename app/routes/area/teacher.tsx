import { ACCOUNT_AREA } from '@common/copy/auth';
import { PATHS } from '@common/routes';
import { AccountAreaPage } from '~/features/auth/components/AccountAreaPage';
import { ClassesDashboard } from '~/features/classroom/components/ClassesDashboard';
import { OrdersAndCredits } from '~/features/classroom/components/OrdersAndCredits';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: ACCOUNT_AREA.titles.teacher,
    description: 'Your Lectio teacher area: who is signed in, and where your work will appear.',
    path: PATHS.teacherArea,
    noindex: true,
  });

export default function TeacherAreaRoute() {
  return (
    <AccountAreaPage area="teacher">
      <ClassesDashboard />
      <OrdersAndCredits />
    </AccountAreaPage>
  );
}
