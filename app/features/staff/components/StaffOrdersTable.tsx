import { BOOK_TYPE_LABELS, ORDER_STATUS_LABELS, type StaffOrder } from '@common/store/order-views';
import { formatUsd } from '@common/store/pricing';
import { STAFF_COPY as COPY } from '../utils/copy';
import { RevokeOrderLinks } from './RevokeOrderLinks';
import { StaffOrderActions } from './StaffOrderActions';
import styles from './Staff.module.css';

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function StaffOrdersTable({
  orders,
  onMoved,
  onNotice,
}: {
  orders: StaffOrder[];
  onMoved: (order: StaffOrder) => void;
  onNotice: (text: string) => void;
}) {
  const { columns } = COPY;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{columns.number}</th>
            <th scope="col">{columns.date}</th>
            <th scope="col">{columns.buyer}</th>
            <th scope="col">{columns.book}</th>
            <th scope="col">{columns.copies}</th>
            <th scope="col">{columns.total}</th>
            <th scope="col">{columns.status}</th>
            <th scope="col">{columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} data-order={order.number}>
              <th scope="row">{order.number}</th>
              <td>{DATE.format(new Date(order.createdAt))}</td>
              <td>
                {order.buyerName}
                <br />
                <span className={styles.muted}>{order.buyerEmail}</span>
              </td>
              <td>
                {order.bookName}
                <br />
                <span className={styles.muted}>{BOOK_TYPE_LABELS[order.bookType]}</span>
              </td>
              <td>{order.copies}</td>
              <td>{formatUsd(order.totalCents)}</td>
              <td>{ORDER_STATUS_LABELS[order.status]}</td>
              <td>
                <StaffOrderActions order={order} onMoved={onMoved} />
                <RevokeOrderLinks order={order} onRevoked={onNotice} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
