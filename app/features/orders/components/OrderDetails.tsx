import type { OrderView } from '@common/store/order-views';
import { BOOK_TYPE_LABELS } from '@common/store/order-views';
import { formatUsd } from '@common/store/pricing';
import { ORDERS_COPY as COPY } from '../utils/copy';
import styles from './Orders.module.css';

/** What was bought, what it cost, where it ships and how to follow it. */
export function OrderDetails({ order }: { order: OrderView }) {
  const { address } = order;
  const addressLines = [
    `${address.firstName} ${address.lastName}`,
    address.address1,
    address.address2,
    [address.city, address.state, address.zip].filter(Boolean).join(', '),
    address.country,
  ].filter((line): line is string => Boolean(line));
  return (
    <div className={styles.details}>
      <section className={styles.card} aria-labelledby="order-items">
        <h2 id="order-items" className={styles.cardTitle}>
          {order.bookName} · {BOOK_TYPE_LABELS[order.bookType]}
        </h2>
        <ul className={styles.items}>
          {order.items.map((item, index) => (
            <li key={`${item.studentName ?? 'class'}-${index}`}>
              <span>{item.studentName ?? COPY.wholeClass}</span>
              <span>× {item.quantity}</span>
            </li>
          ))}
        </ul>
        <dl className={styles.figures}>
          <dt>{COPY.copies}</dt>
          <dd>{order.copies}</dd>
          <dt>{COPY.books}</dt>
          <dd>{formatUsd(order.booksCents)}</dd>
          {order.creditDiscountCents > 0 && (
            <>
              <dt>{COPY.credits(order.creditsRedeemed)}</dt>
              <dd>−{formatUsd(order.creditDiscountCents)}</dd>
            </>
          )}
          <dt>
            {COPY.shipping} ({order.shipping.name})
          </dt>
          <dd>{formatUsd(order.shipping.cents)}</dd>
          <dt className={styles.total}>{COPY.total}</dt>
          <dd className={styles.total}>{formatUsd(order.totalCents)}</dd>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="order-shipping">
        <h2 id="order-shipping" className={styles.cardTitle}>
          {COPY.shipping}
        </h2>
        <p className={styles.label}>{COPY.shipTo}</p>
        <address className={styles.address}>
          {addressLines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
        <p className={styles.method}>
          {order.shipping.name}
          {order.shipping.estimated && (
            <>
              <br />
              {COPY.estimated(order.shipping.estimated)}
            </>
          )}
        </p>
        <p className={styles.label}>{COPY.tracking}</p>
        {order.trackingNumber ? (
          <p className={styles.tracking} data-testid="tracking-number">
            {order.trackingNumber}
          </p>
        ) : (
          <p className={styles.muted}>{COPY.trackingPending}</p>
        )}
      </section>
    </div>
  );
}
