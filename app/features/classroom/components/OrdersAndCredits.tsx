import { CLASSROOM_SCREENS } from '@common/copy/classroom-screens';
import { ORDER_STATUS_LABELS, type OrderStatusName } from '@common/store/order-views';
import { formatUsd } from '@common/store/pricing';
import { formatDate } from '~/lib/format-date';
import { useOrdersAndCredits } from '../api/get-orders-and-credits';
import styles from './Classroom.module.css';

const COPY = CLASSROOM_SCREENS.ordersAndCredits;

const statusLabel = (status: string) => ORDER_STATUS_LABELS[status as OrderStatusName] ?? status;
const kindLabel = (kind: string) => COPY.kinds[kind as keyof typeof COPY.kinds] ?? kind;

/** The teacher area: paid orders of the teacher's books, the credit balance and its ledger. */
export function OrdersAndCredits() {
  const { data, isError } = useOrdersAndCredits();

  return (
    <section className={styles.section} aria-labelledby="orders-credits-title">
      <h2 id="orders-credits-title" className={styles.sectionTitle}>
        {COPY.title}
      </h2>
      {isError && <p role="alert">{COPY.failed}</p>}
      {data && (
        <>
          <p data-testid="credit-balance">
            {COPY.balance(data.credits.balance)}{' '}
            <span className={styles.muted}>{COPY.creditsNote}</span>
          </p>
          <h3>{COPY.ordersTitle}</h3>
          {data.orders.length === 0 ? (
            <p className={styles.muted}>{COPY.noOrders}</p>
          ) : (
            // Focusable so a keyboard can scroll it when it is wider than the screen.
            <div
              className={styles.tableWrap}
              role="region"
              aria-label={COPY.ordersTitle}
              tabIndex={0}
            >
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{COPY.order}</th>
                    <th scope="col">{COPY.book}</th>
                    <th scope="col">{COPY.copies}</th>
                    <th scope="col">{COPY.total}</th>
                    <th scope="col">{COPY.status}</th>
                    <th scope="col">{COPY.date}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.orders.map((order) => (
                    <tr key={order.number}>
                      <td>{order.number}</td>
                      <td>{order.bookName}</td>
                      <td>{order.copies}</td>
                      <td>{formatUsd(order.totalCents)}</td>
                      <td>{statusLabel(order.status)}</td>
                      <td>{formatDate(order.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <h3>{COPY.ledgerTitle}</h3>
          {data.credits.ledger.length === 0 ? (
            <p className={styles.muted}>{COPY.noLedger}</p>
          ) : (
            <ul className={styles.list} aria-label={COPY.ledgerTitle}>
              {data.credits.ledger.map((entry, index) => (
                <li key={`${entry.createdAt}-${index}`}>
                  <strong>{entry.credits > 0 ? `+${entry.credits}` : entry.credits}</strong>{' '}
                  {kindLabel(entry.kind)} · {formatDate(entry.createdAt)}
                  {entry.note && <span className={styles.muted}> · {entry.note}</span>}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
