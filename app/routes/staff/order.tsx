import { useParams } from 'react-router';
import { PATHS } from '@common/routes';
import { StaffOrderPage } from '~/features/staff/components/StaffOrderPage';
import { STAFF_COPY } from '~/features/staff/utils/copy';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: STAFF_COPY.title,
    description: 'One order on the Lectio staff order desk.',
    path: PATHS.staffOrders,
    noindex: true,
  });

export default function StaffOrderRoute() {
  const { orderId = '' } = useParams();
  return <StaffOrderPage orderId={orderId} />;
}
