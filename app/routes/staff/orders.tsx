import { PATHS } from '@common/routes';
import { StaffOrdersPage } from '~/features/staff/components/StaffOrdersPage';
import { STAFF_COPY } from '~/features/staff/utils/copy';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: STAFF_COPY.title,
    description: 'The Lectio staff order desk.',
    path: PATHS.staffOrders,
    noindex: true,
  });

export default function StaffOrdersRoute() {
  return <StaffOrdersPage />;
}
