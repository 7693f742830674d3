import { useId } from 'react';
import { Link } from 'react-router';
import { FAMILY_HOME_COPY as COPY } from '@common/copy/family-home';
import { PATHS } from '@common/routes';
import { BOOK_TYPE_LABELS, ORDER_STATUS_LABELS } from '@common/store/order-views';
import { formatUsd } from '@common/store/pricing';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { formatDate } from '~/lib/format-date';
import { useParentOrders } from '../api/get-parent-orders';
import styles from './ParentHome.module.css';

/** How many orders the home lists; 'All orders' opens the rest at /store/orders. */
const SHOWN = 5;

/** The parent's latest orders, each with its status and its signed status link. */
export function ParentOrders() {
  const id = useId();
  const { data: orders, isPending, isError, refetch } = useParentOrders();
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {COPY.orders.title}
      </h2>
      {isPending ? (
        <Skeleton label={COPY.orders.loading} lines={2} />
      ) : isError ? (
        <LoadFailed message={COPY.orders.failed} onRetry={() => void refetch()} />
      ) : orders.length === 0 ? (
        <p className={styles.muted}>{COPY.orders.empty}</p>
      ) : (
        <>
          <ul className={styles.orders}>
            {orders.slice(0, SHOWN).map((order) => (
              <li key={order.number} className={styles.order}>
                <div>
                  <p className={styles.orderName}>{order.bookName}</p>
                  <p className={styles.muted}>
                    {order.number} · {formatDate(order.createdAt)} ·{' '}
                    {BOOK_TYPE_LABELS[order.bookType]} · {formatUsd(order.totalCents)}
                  </p>
                </div>
                <span className={styles.badge} data-status={order.status}>
                  {ORDER_STATUS_LABELS[order.status]}
                </span>
                <Link to={order.link} className={styles.orderLink}>
                  {COPY.orders.status}
                  <span className="visually-hidden"> {order.number}</span>
                </Link>
              </li>
            ))}
          </ul>
          <Link to={PATHS.storeOrders}>{COPY.orders.all}</Link>
        </>
      )}
    </section>
  );
}
