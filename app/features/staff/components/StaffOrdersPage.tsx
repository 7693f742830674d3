import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PATHS } from '@common/routes';
import {
  ORDER_STATUS_LABELS,
  STAFF_ORDER_STATUSES,
  type StaffOrder,
  type StaffOrderStatus,
} from '@common/store/order-views';
import { AppShell } from '~/components/layout/AppShell';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { fetchStaffOrders } from '../api/staff-api';
import { STAFF_COPY as COPY } from '../utils/copy';
import { StaffOrdersTable } from './StaffOrdersTable';
import styles from './Staff.module.css';

type State =
  | { status: 'loading' }
  | { status: 'forbidden' }
  | { status: 'failed' }
  | { status: 'ready'; orders: StaffOrder[] };

const isStaffStatus = (value: string | null): value is StaffOrderStatus =>
  (STAFF_ORDER_STATUSES as readonly (string | null)[]).includes(value);

/** /staff/orders: the print shop's desk, one tab per status (in the address, ?status=). */
export function StaffOrdersPage() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('status');
  const tab: StaffOrderStatus = isStaffStatus(requested) ? requested : 'paid';
  const [state, setState] = useState<State>({ status: 'loading' });
  const [notice, setNotice] = useState('');

  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    void fetchStaffOrders(tab).then((result) => {
      if (!active) return;
      if (result.status === 401) void navigate(PATHS.teacherSignIn, { replace: true });
      else if (result.status === 403) setState({ status: 'forbidden' });
      else if (result.ok) setState({ status: 'ready', orders: result.body.orders });
      else setState({ status: 'failed' });
    });
    return () => {
      active = false;
    };
  }, [tab, navigate, attempt]);

  function retry() {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }

  function openTab(status: StaffOrderStatus) {
    if (status === tab) return;
    setNotice('');
    setState({ status: 'loading' });
    setSearchParams({ status });
  }

  function moved(order: StaffOrder) {
    setNotice(COPY.moved(order.number, ORDER_STATUS_LABELS[order.status].toLowerCase()));
    // The order has left this tab.
    setState((current) =>
      current.status === 'ready'
        ? { status: 'ready', orders: current.orders.filter((row) => row.id !== order.id) }
        : current,
    );
  }

  return (
    <AppShell
      area={COPY.area}
      title={COPY.title}
      intro={state.status === 'forbidden' ? undefined : COPY.intro}
    >
      {state.status === 'forbidden' ? (
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
          {state.status === 'loading' && <p className={styles.muted}>{COPY.loading}</p>}
          {state.status === 'failed' && <LoadFailed message={COPY.failed} onRetry={retry} />}
          {state.status === 'ready' &&
            (state.orders.length === 0 ? (
              <p className={styles.muted}>{COPY.empty}</p>
            ) : (
              <StaffOrdersTable orders={state.orders} onMoved={moved} onNotice={setNotice} />
            ))}
        </>
      )}
    </AppShell>
  );
}
