import { orderReceiptApiPath } from '@common/routes';
import type { OrderView } from '@common/store/order-views';
import { receiptFileName } from '@common/store/receipt';
import { ORDERS_COPY as COPY } from '../utils/copy';
import styles from './Orders.module.css';

/** Orders whose payment went through have a receipt (issue 12, point 11). */
const PAID: readonly OrderView['status'][] = ['paid', 'in_production', 'shipped'];

/** The receipt PDF of a paid order, behind the same signature as the page. */
export function ReceiptLink({ order, signature }: { order: OrderView; signature: string }) {
  if (!PAID.includes(order.status)) return null;
  return (
    <a
      className={styles.receiptLink}
      href={orderReceiptApiPath(order.number, signature)}
      download={receiptFileName(order.number)}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {COPY.receipt}
    </a>
  );
}
