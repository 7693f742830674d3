import { Link } from 'react-router';
import { STAFF_DESK_COPY as DESK } from '@common/copy/staff-desk';
import { staffOrderPath } from '@common/routes';
import type { DeskOrder } from '@common/schemas/staff-desk';
import { BOOK_TYPE_LABELS, ORDER_STATUS_LABELS, type StaffOrder } from '@common/store/order-views';
import { formatUsd } from '@common/store/pricing';
import { STAFF_COPY as COPY } from '../utils/copy';
import { RevokeOrderLinks } from './RevokeOrderLinks';
import { StaffOrderActions } from './StaffOrderActions';
import desk from '~/components/desk/Desk.module.css';
import styles from './Desk.module.css';

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * The desk's orders: a table on wide screens (its header and order column stay in view while
 * it scrolls inside its own region), cards at phone width (Desk.module.css). Each order has a
 * box to select it for bulk changes, a link to its detail, and its next step.
 */
export function DeskTable({
  orders,
  selected,
  onSelect,
  onSelectAll,
  onMoved,
  onNotice,
}: {
  orders: DeskOrder[];
  selected: ReadonlySet<string>;
  onSelect: (orderId: string, on: boolean) => void;
  onSelectAll: (on: boolean) => void;
  onMoved: (order: StaffOrder) => void;
  onNotice: (text: string) => void;
}) {
  const { columns } = COPY;
  const allSelected = orders.length > 0 && orders.every((order) => selected.has(order.id));
  return (
    // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
    <div className={desk.region} tabIndex={0} role="region" aria-label={COPY.title}>
      <table className={desk.table}>
        <thead>
          <tr>
            <th scope="col" className={styles.first}>
              <span className={styles.orderCell}>
                <input
                  type="checkbox"
                  className={styles.check}
                  checked={allSelected}
                  aria-label={DESK.selectAll}
                  onChange={(event) => onSelectAll(event.target.checked)}
                />
                {columns.number}
              </span>
            </th>
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
          {orders.map((order) => {
            const isSelected = selected.has(order.id);
            return (
              <tr
                key={order.id}
                data-order={order.number}
                className={isSelected ? styles.selected : undefined}
              >
                <th scope="row" className={styles.first}>
                  <span className={styles.orderCell}>
                    <input
                      type="checkbox"
                      className={styles.check}
                      checked={isSelected}
                      aria-label={DESK.selectOrder(order.number)}
                      onChange={(event) => onSelect(order.id, event.target.checked)}
                    />
                    <span>
                      <Link
                        className={styles.number}
                        to={staffOrderPath(order.id)}
                        aria-label={DESK.viewOrder(order.number)}
                      >
                        {order.number}
                      </Link>
                      {order.schoolName && (
                        <>
                          <br />
                          <span className={desk.muted}>{order.schoolName}</span>
                        </>
                      )}
                    </span>
                  </span>
                </th>
                <td data-label={columns.date} className={desk.nowrap}>
                  {DATE.format(new Date(order.createdAt))}
                </td>
                <td data-label={columns.buyer}>
                  {order.buyerName}
                  <br />
                  <span className={desk.muted}>{order.buyerEmail}</span>
                </td>
                <td data-label={columns.book} className={styles.bookCell}>
                  {order.bookName}
                  <br />
                  <span className={desk.muted}>
                    {BOOK_TYPE_LABELS[order.bookType]} · {order.bookCode}
                  </span>
                </td>
                <td data-label={columns.copies}>{order.copies}</td>
                <td data-label={columns.total}>
                  {formatUsd(order.totalCents)}
                  {order.refundedCents > 0 && (
                    <>
                      <br />
                      <span className={styles.refundBadge} data-status="refunded">
                        {order.refundedCents >= order.totalCents
                          ? DESK.refunded
                          : `${DESK.partlyRefunded} ${formatUsd(order.refundedCents)}`}
                      </span>
                    </>
                  )}
                </td>
                <td data-label={columns.status}>
                  <span className={styles.badge} data-status={order.status}>
                    {ORDER_STATUS_LABELS[order.status]}
                  </span>
                </td>
                <td className={desk.wide}>
                  <StaffOrderActions order={order} onMoved={onMoved} />
                  <RevokeOrderLinks order={order} onRevoked={onNotice} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
