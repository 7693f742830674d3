import { Link } from 'react-router';
import { PATHS } from '@common/routes';
import { BOOK_TYPE_LABELS, ORDER_STATUS_LABELS } from '@common/store/order-views';
import { formatUsd } from '@common/store/pricing';
import { useMyOrders } from '../api/get-my-orders';
import { ORDERS_COPY as COPY } from '../utils/copy';
import { formatDate } from '~/lib/format-date';
import { statusOf } from '~/lib/api';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Loading, OrdersShell } from './OrdersShell';
import { OrderLookupForm } from './OrderLookupForm';
import styles from './Orders.module.css';

/**
 * /store/orders: a signed-in parent's or teacher's past orders, and for anyone the order
 * lookup by email and number (issue 12, point 11). A visitor gets the lookup and a way to sign
 * in; nobody is sent away.
 */
export function MyOrdersPage() {
  const { data: orders, error, isPending, refetch } = useMyOrders();
  const visitor = statusOf(error) === 401;

  if (visitor) {
    return (
      <OrdersShell title={COPY.mineTitle} intro={COPY.visitorIntro}>
        <div className={styles.lookupPage}>
          <OrderLookupForm title={COPY.lookupTitle} />
          <p className={styles.muted}>
            {COPY.signInPrompt} <Link to={PATHS.parentSignIn}>{COPY.signIn}</Link>
          </p>
        </div>
      </OrdersShell>
    );
  }

  return (
    <OrdersShell title={COPY.mineTitle} intro={COPY.mineIntro}>
      {isPending && <Loading label={COPY.mineLoading} />}
      {error && <LoadFailed message={COPY.failed} onRetry={() => void refetch()} />}
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
                <p className={styles.badge} data-status={order.status}>
                  {ORDER_STATUS_LABELS[order.status]}
                </p>
              </li>
            ))}
          </ul>
        ))}
      {!isPending && (
        <div className={styles.lookupBelow}>
          <OrderLookupForm title={COPY.lookupOtherTitle} />
        </div>
      )}
    </OrdersShell>
  );
}
