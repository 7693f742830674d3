import { Link } from 'react-router';
import { PATHS } from '@common/routes';
import { BOOK_TYPE_LABELS, ORDER_STATUS_LABELS } from '@common/store/order-views';
import { formatUsd } from '@common/store/pricing';
import { useMyOrders } from '../api/get-my-orders';
import { ORDERS_COPY as COPY } from '../utils/copy';
import { formatDate } from '~/lib/format-date';
import { useSignInWhenUnauthorized } from '~/lib/use-sign-in-when-unauthorized';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Loading, OrdersShell } from './OrdersShell';
import styles from './Orders.module.css';

/** /store/orders: a signed-in parent's or teacher's past orders; visitors go to sign in. */
export function MyOrdersPage() {
  const { data: orders, error, isPending, refetch } = useMyOrders();
  const signingIn = useSignInWhenUnauthorized(error, PATHS.parentSignIn);

  return (
    <OrdersShell title={COPY.mineTitle} intro={COPY.mineIntro}>
      {(isPending || signingIn) && <Loading label={COPY.mineLoading} />}
      {error && !signingIn && <LoadFailed message={COPY.failed} onRetry={() => void refetch()} />}
      {orders &&
        (orders.length === 0 ? (
          <p className={styles.muted}>
            {COPY.mineEmpty} <Link to={PATHS.store}>{COPY.backToStore}</Link>
          </p>
        ) : (
          <ul className={styles.orderList}>
            {orders.map((order) => (
              <li key={order.number} className={styles.card}>
                <h2 className={styles.cardTitle}>
                  <Link to={order.link}>{order.bookName}</Link>
                </h2>
                <p className={styles.muted}>
                  {order.number} · {COPY.ordered(formatDate(order.createdAt))}
                </p>
                <p>
                  {BOOK_TYPE_LABELS[order.bookType]} · {COPY.copiesCount(order.copies)} ·{' '}
                  {formatUsd(order.totalCents)}
                </p>
                <p className={styles.badge}>{ORDER_STATUS_LABELS[order.status]}</p>
              </li>
            ))}
          </ul>
        ))}
    </OrdersShell>
  );
}
