import { PATHS } from '@common/routes';
import { BooksAndOrders } from '~/features/classroom/components/BooksAndOrders';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Books & orders',
    description: "Your classes' books, the orders for them and your credits.",
    path: PATHS.teacherBooks,
    noindex: true,
  });

export default function BooksAndOrdersRoute() {
  return <BooksAndOrders />;
}
