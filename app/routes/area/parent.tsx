import { ACCOUNT_AREA } from '@common/copy/auth';
import { PATHS } from '@common/routes';
import { AccountAreaPage } from '~/features/auth/components/AccountAreaPage';
import { ChildrenWork } from '~/features/family/components/ChildrenWork';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: ACCOUNT_AREA.titles.parent,
    description: 'Your Lectio parent area: who is signed in, and where your work will appear.',
    path: PATHS.parentArea,
    noindex: true,
  });

export default function ParentAreaRoute() {
  return (
    <AccountAreaPage area="parent">
      <ChildrenWork />
    </AccountAreaPage>
  );
}
