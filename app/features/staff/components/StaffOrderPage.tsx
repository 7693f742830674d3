import { useState } from 'react';
import { STAFF_DESK_COPY as COPY } from '@common/copy/staff-desk';
import { PATHS } from '@common/routes';
import type { DeskOrderDetail } from '@common/schemas/staff-desk';
import { BOOK_TYPE_LABELS, ORDER_STATUS_LABELS } from '@common/store/order-views';
import { formatUsd } from '@common/store/pricing';
import { AppShell } from '~/components/layout/AppShell';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { statusOf } from '~/lib/api';
import { useSignInWhenUnauthorized } from '~/lib/use-sign-in-when-unauthorized';
import { useDeskOrder } from '../api/get-desk-order';
import { orderPdfUrl } from '../api/order-pdf-url';
import { STAFF_COPY } from '../utils/copy';
import { OrderTimeline } from './OrderTimeline';
import { RefundPanel } from './RefundPanel';
import desk from '~/components/desk/Desk.module.css';
import styles from './Desk.module.css';

/** /staff/orders/:orderId: one order, its money, refunds, teacher credits and timeline. */
export function StaffOrderPage({ orderId }: { orderId: string }) {
  const { data: order, error, isPending, refetch } = useDeskOrder(orderId);
  const signingIn = useSignInWhenUnauthorized(error, PATHS.teacherSignIn);
  const [notice, setNotice] = useState('');
  const status = statusOf(error);
  const back = { to: PATHS.staffOrders, label: COPY.back };

  return (
    <AppShell
      area={STAFF_COPY.area}
      back={back}
      title={order ? COPY.detailTitle(order.view.number) : undefined}
    >
      {(isPending || signingIn) && <Skeleton label={STAFF_COPY.loading} lines={8} />}
      {error && !signingIn && (
        <LoadFailed
          message={
            status === 403
              ? STAFF_COPY.forbidden
              : status === 404
                ? COPY.detailFailed
                : `${COPY.detailFailed} ${STAFF_COPY.failed}`
          }
          onRetry={status === 403 || status === 404 ? undefined : () => void refetch()}
        />
      )}
      <p className={desk.notice} role="status">
        {notice}
      </p>
      {order && (
        <div className={desk.detail}>
          <div className={desk.stack}>
            <OrderSummary order={order} />
            <OrderTimeline entries={order.timeline} />
          </div>
          <div className={desk.stack}>
            <RefundPanel order={order} onRefunded={setNotice} />
            {order.credits && (
              <section className={desk.card} aria-labelledby="order-credits">
                <h2 id="order-credits">{COPY.teacherCredits}</h2>
                <p data-testid="order-credits">
                  {order.credits.returned > 0
                    ? COPY.creditsBack(
                        order.credits.returned,
                        order.credits.teacherName,
                        order.credits.balance,
                      )
                    : COPY.creditsUsed(order.credits.redeemed, order.credits.teacherName)}
                </p>
              </section>
            )}
          </div>
        </div>
      )}
    </AppShell>
  );
}

function OrderSummary({ order }: { order: DeskOrderDetail }) {
  const { view } = order;
  const address = [
    `${view.address.firstName} ${view.address.lastName}`,
    view.address.address1,
    view.address.address2,
    [view.address.city, view.address.state, view.address.zip].filter(Boolean).join(', '),
    view.address.country,
  ].filter(Boolean);
  return (
    <section className={desk.card} aria-labelledby="order-summary">
      <h2 id="order-summary">
        <span className={styles.badge} data-status={view.status}>
          {ORDER_STATUS_LABELS[view.status]}
        </span>{' '}
        {view.bookName}
      </h2>
      <dl className={desk.facts}>
        <dt>{COPY.buyer}</dt>
        <dd>
          {view.address.firstName} {view.address.lastName}
          <br />
          <a href={`mailto:${order.email}`}>{order.email}</a>
          {order.telephone && (
            <>
              <br />
              {order.telephone}
            </>
          )}
        </dd>
        <dt>{COPY.shipTo}</dt>
        <dd>
          {address.map((line) => (
            <span key={line} style={{ display: 'block' }}>
              {line}
            </span>
          ))}
        </dd>
        <dt>{COPY.book}</dt>
        <dd>
          {BOOK_TYPE_LABELS[view.bookType]} · {order.bookCode}
          <br />
          <span className={desk.muted}>
            {[order.classTitle, order.schoolName].filter(Boolean).join(' · ')}
          </span>
        </dd>
        <dt>{COPY.items}</dt>
        <dd>
          {view.items
            .map((item) =>
              item.studentName ? `${item.studentName} × ${item.quantity}` : `× ${item.quantity}`,
            )
            .join(', ')}
        </dd>
        <dt>{COPY.payment}</dt>
        <dd>
          {order.paymentProvider === 'stripe' ? 'Stripe' : 'Test payments'}
          {order.pdfReady && (
            <>
              {' · '}
              <a href={orderPdfUrl(order.id)} download>
                {STAFF_COPY.downloadPdf}
              </a>
            </>
          )}
        </dd>
      </dl>
      <dl className={styles.money}>
        <dt>{COPY.booksLine}</dt>
        <dd>{formatUsd(view.booksCents)}</dd>
        {view.creditsRedeemed > 0 && (
          <>
            <dt>{COPY.creditsLine(view.creditsRedeemed)}</dt>
            <dd>−{formatUsd(view.creditDiscountCents)}</dd>
          </>
        )}
        <dt>
          {COPY.shippingLine} ({view.shipping.name})
        </dt>
        <dd>{formatUsd(view.shipping.cents)}</dd>
        <dt className={styles.total}>{COPY.totalLine}</dt>
        <dd className={styles.total}>{formatUsd(view.totalCents)}</dd>
        {order.refundedCents > 0 && (
          <>
            <dt>{COPY.refundedLine}</dt>
            <dd data-testid="refunded-amount">−{formatUsd(order.refundedCents)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
