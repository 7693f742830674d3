import { useParams, useSearchParams } from 'react-router';
import { statusOf } from '~/lib/api';
import { useOrder } from '../api/get-order';
import { ORDERS_COPY as COPY } from '../utils/copy';
import { OrderDetails } from './OrderDetails';
import { OrderProgress } from './OrderProgress';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { LinkEnded } from './LinkEnded';
import { Loading, OrdersShell } from './OrdersShell';
import { ReceiptLink } from './ReceiptLink';

/** /store/orders/:number?s=…: the status page the order emails link to. */
export function OrderStatusPage() {
  const { number = '' } = useParams();
  const [searchParams] = useSearchParams();
  const signature = searchParams.get('s') ?? '';
  const { data: order, error, isPending, refetch } = useOrder(number, signature);
  const status = error ? statusOf(error) : null;

  return (
    <OrdersShell title={COPY.statusTitle(number)} intro={COPY.statusIntro}>
      {isPending && <Loading label={COPY.loading} />}
      {status === 404 && <LoadFailed message={COPY.notFound} />}
      {status === 410 && <LinkEnded orderNumber={number} />}
      {status !== null && status !== 404 && status !== 410 && (
        <LoadFailed message={COPY.failed} onRetry={() => void refetch()} />
      )}
      {order && (
        <>
          <OrderProgress order={order} />
          <ReceiptLink order={order} signature={signature} />
          <OrderDetails order={order} />
        </>
      )}
    </OrdersShell>
  );
}
