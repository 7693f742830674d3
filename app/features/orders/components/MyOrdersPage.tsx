import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PATHS } from '@common/routes';
import { BOOK_TYPE_LABELS, ORDER_STATUS_LABELS, type MyOrder } from '@common/store/order-views';
import { formatUsd } from '@common/store/pricing';
import { fetchMyOrders } from '../api/orders-api';
import { ORDERS_COPY as COPY } from '../utils/copy';
import { formatDate } from '~/lib/format-date';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Loading, OrdersShell } from './OrdersShell';
import styles from './Orders.module.css';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; orders: MyOrder[] };

/** /store/orders: a signed-in parent's or teacher's past orders; visitors go to sign in. */
export function MyOrdersPage() {
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ status: 'loading' });

  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    void fetchMyOrders().then((result) => {
      if (!active) return;
      if (result.status === 401) void navigate(PATHS.parentSignIn, { replace: true });
      else if (result.ok) setState({ status: 'ready', orders: result.body.orders });
      else setState({ status: 'failed' });
    });
    return () => {
      active = false;
    };
  }, [navigate, attempt]);

  function retry() {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }

  return (
    <OrdersShell title={COPY.mineTitle} intro={COPY.mineIntro}>
      {state.status === 'loading' && <Loading label={COPY.mineLoading} />}
      {state.status === 'failed' && <LoadFailed message={COPY.failed} onRetry={retry} />}
      {state.status === 'ready' &&
        (state.orders.length === 0 ? (
          <p className={styles.muted}>
            {COPY.mineEmpty} <Link to={PATHS.store}>{COPY.backToStore}</Link>
          </p>
        ) : (
          <ul className={styles.orderList}>
            {state.orders.map((order) => (
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
