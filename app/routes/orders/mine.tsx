import { PATHS } from '@common/routes';
import { MyOrdersPage } from '~/features/orders/components/MyOrdersPage';
import { ORDERS_COPY } from '~/features/orders/utils/copy';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: ORDERS_COPY.mineTitle,
    description: 'The books you ordered from the Lectio bookstore.',
    path: PATHS.storeOrders,
    noindex: true,
  });

export default function MyOrdersRoute() {
  return <MyOrdersPage />;
}
