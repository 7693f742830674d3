import { PATHS } from '@common/routes';
import { OrderStatusPage } from '~/features/orders/components/OrderStatusPage';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Your order',
    description: 'Where your printed Lectio book is, from payment to your door.',
    path: PATHS.storeOrders,
    noindex: true,
  });

export default function OrderStatusRoute() {
  return <OrderStatusPage />;
}
