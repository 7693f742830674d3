import { PACK_PAGE } from '@common/copy/workbook-packs';
import { PATHS } from '@common/routes';
import { WorkbookPacksPage } from '~/features/staff/components/WorkbookPacksPage';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: PACK_PAGE.title,
    description: 'Publisher workbook packs, for Lectio staff.',
    path: PATHS.staffWorkbookPacks,
    noindex: true,
  });

export default function StaffWorkbookPacksRoute() {
  return <WorkbookPacksPage />;
}
