import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PATHS } from '@common/routes';
import {
  ORDER_STATUS_LABELS,
  STAFF_ORDER_STATUSES,
  type StaffOrder,
  type StaffOrderStatus,
} from '@common/store/order-views';
import { AppShell } from '~/components/layout/AppShell';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { statusOf } from '~/lib/api';
import { useSignInWhenUnauthorized } from '~/lib/use-sign-in-when-unauthorized';
import { useStaffOrders } from '../api/get-staff-orders';
import { STAFF_COPY as COPY } from '../utils/copy';
import { StaffOrdersTable } from './StaffOrdersTable';
import styles from './Staff.module.css';

const isStaffStatus = (value: string | null): value is StaffOrderStatus =>
  (STAFF_ORDER_STATUSES as readonly (string | null)[]).includes(value);

/** /staff/orders: the print shop's desk, one tab per status (in the address, ?status=). */
export function StaffOrdersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('status');
  const tab: StaffOrderStatus = isStaffStatus(requested) ? requested : 'paid';
  const [notice, setNotice] = useState('');
  const { data: orders, error, isPending, refetch } = useStaffOrders(tab);
  const signingIn = useSignInWhenUnauthorized(error, PATHS.teacherSignIn);
  const forbidden = statusOf(error) === 403;

  function openTab(status: StaffOrderStatus) {
    if (status === tab) return;
    setNotice('');
    setSearchParams({ status });
  }

  // The order has already left this tab's list (the move updates it).
  function moved(order: StaffOrder) {
    setNotice(COPY.moved(order.number, ORDER_STATUS_LABELS[order.status].toLowerCase()));
  }

  return (
    <AppShell area={COPY.area} title={COPY.title} intro={forbidden ? undefined : COPY.intro}>
      {forbidden ? (
        <LoadFailed message={COPY.forbidden} />
      ) : (
        <>
          <nav aria-label={COPY.tabsLabel}>
            <ul className={styles.tabs}>
              {STAFF_ORDER_STATUSES.map((status) => (
                <li key={status}>
                  <button
                    type="button"
                    className={styles.tab}
                    aria-current={status === tab ? 'page' : undefined}
                    onClick={() => openTab(status)}
                  >
                    {ORDER_STATUS_LABELS[status]}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <p className={styles.notice} role="status">
            {notice}
          </p>
          {(isPending || signingIn) && <Skeleton label={COPY.loading} lines={4} />}
          {error && !signingIn && (
            <LoadFailed message={COPY.failed} onRetry={() => void refetch()} />
          )}
          {orders &&
            (orders.length === 0 ? (
              <p className={styles.muted}>{COPY.empty}</p>
            ) : (
              <StaffOrdersTable orders={orders} onMoved={moved} onNotice={setNotice} />
            ))}
        </>
      )}
    </AppShell>
  );
}
