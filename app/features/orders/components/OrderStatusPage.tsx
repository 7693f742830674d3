import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { OrderView } from '@common/store/order-views';
import { fetchOrder } from '../api/orders-api';
import { ORDERS_COPY as COPY } from '../utils/copy';
import { OrderDetails } from './OrderDetails';
import { OrderProgress } from './OrderProgress';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { LinkEnded } from './LinkEnded';
import { Loading, OrdersShell } from './OrdersShell';

type State =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'ended' }
  | { status: 'failed' }
  | { status: 'ready'; order: OrderView };

/** /store/orders/:number?s=…: the status page the order emails link to. */
export function OrderStatusPage() {
  const { number = '' } = useParams();
  const [searchParams] = useSearchParams();
  const signature = searchParams.get('s') ?? '';
  const [state, setState] = useState<State>({ status: 'loading' });

  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    void fetchOrder(number, signature).then((result) => {
      if (!active) return;
      if (result.ok) setState({ status: 'ready', order: result.body.order });
      else if (result.status === 404) setState({ status: 'not-found' });
      else if (result.status === 410) setState({ status: 'ended' });
      else setState({ status: 'failed' });
    });
    return () => {
      active = false;
    };
  }, [number, signature, attempt]);

  function retry() {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }

  return (
    <OrdersShell title={COPY.statusTitle(number)} intro={COPY.statusIntro}>
      {state.status === 'loading' && <Loading label={COPY.loading} />}
      {state.status === 'not-found' && <LoadFailed message={COPY.notFound} />}
      {state.status === 'ended' && <LinkEnded orderNumber={number} />}
      {state.status === 'failed' && <LoadFailed message={COPY.failed} onRetry={retry} />}
      {state.status === 'ready' && (
        <>
          <OrderProgress order={state.order} />
          <OrderDetails order={state.order} />
        </>
      )}
    </OrdersShell>
  );
}
