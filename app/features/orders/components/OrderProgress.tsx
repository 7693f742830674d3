import { ORDER_STATUS_LABELS, type OrderView } from '@common/store/order-views';
import { ORDERS_COPY as COPY } from '../utils/copy';
import { formatDate } from '~/lib/format-date';
import styles from './Orders.module.css';

const STEPS = ['paid', 'in_production', 'shipped'] as const;

/** Paid → In production → Shipped, the reached steps marked and dated, the current one named. */
export function OrderProgress({ order }: { order: OrderView }) {
  if (order.status === 'cancelled') return <p className={styles.cancelled}>{COPY.cancelled}</p>;
  const dates = {
    paid: order.paidAt,
    in_production: order.inProductionAt,
    shipped: order.shippedAt,
  };
  const current = STEPS.indexOf(order.status as (typeof STEPS)[number]);
  return (
    <ol className={styles.progress} aria-label={COPY.progressLabel}>
      {STEPS.map((step, index) => {
        const reached = index <= current;
        const date = dates[step];
        return (
          <li
            key={step}
            className={reached ? styles.reached : styles.pending}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className={styles.dot} aria-hidden="true">
              {reached ? '✓' : index + 1}
            </span>
            <span className={styles.stepLabel}>{ORDER_STATUS_LABELS[step]}</span>
            {reached && date && <span className={styles.stepDate}>{formatDate(date)}</span>}
          </li>
        );
      })}
    </ol>
  );
}
