import { useState } from 'react';
import {
  REFUND_KIND_LABELS,
  REFUND_MESSAGES,
  STAFF_DESK_COPY as COPY,
} from '@common/copy/staff-desk';
import type { DeskOrderDetail, RefundKind } from '@common/schemas/staff-desk';
import { formatUsd } from '@common/store/pricing';
import { Button } from '~/components/ui/Button';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog';
import { useRefundOrder } from '../api/refund-order';
import { STAFF_COPY } from '../utils/copy';
import desk from '~/components/desk/Desk.module.css';
import styles from './Desk.module.css';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

type Asking = { kind: RefundKind; amount: number; retry: boolean };

/**
 * Refund the whole order or its shipping. The amounts are the server's (what is left of what
 * was paid); the dialog names the amount before anything happens, and the server refunds once
 * however often the button is pressed. A refund the provider reported failed is shown first,
 * with its reason, what to do, and a Retry action (decision 0019).
 */
export function RefundPanel({
  order,
  onRefunded,
}: {
  order: DeskOrderDetail;
  onRefunded: (notice: string) => void;
}) {
  const [asking, setAsking] = useState<Asking | null>(null);
  const { mutateAsync: refund } = useRefundOrder();
  const shown = asking ? formatUsd(asking.amount) : '';
  const ask = (kind: RefundKind, amount: number, retry = false) =>
    setAsking({ kind, amount, retry });

  async function confirm(): Promise<string | null> {
    if (!asking) return null;
    const result = await refund({ orderId: order.id, kind: asking.kind });
    if (!result.ok) return Object.values(result.body.errors ?? {})[0] ?? STAFF_COPY.failed;
    setAsking(null);
    onRefunded(COPY.refundDone(formatUsd(result.body.refund.amountCents)));
    return null;
  }

  const { whole, shipping } = order.refundable;
  const failed = order.failedRefunds;
  return (
    <section className={desk.card} aria-labelledby="order-refund">
      <h2 id="order-refund">{COPY.refundTitle}</h2>
      {failed.map((refund) => (
        <div key={refund.kind} className={styles.refundFailed} data-testid="refund-failed">
          <h3>
            {COPY.refundFailedTitle(REFUND_KIND_LABELS[refund.kind], formatUsd(refund.amountCents))}
          </h3>
          <p>{COPY.refundFailedReason(refund.reason, WHEN.format(new Date(refund.failedAt)))}</p>
          {refund.retryable && (
            <>
              <p>{COPY.refundFailedNext}</p>
              <Button size="sm" onClick={() => ask(refund.kind, refund.amountCents, true)}>
                {COPY.refundRetry(formatUsd(refund.amountCents))}
              </Button>
            </>
          )}
        </div>
      ))}
      {whole === null && shipping === null ? (
        failed.length > 0 ? null : (
          <p className={desk.muted}>
            {order.refundedCents > 0 ? COPY.fullyRefunded : REFUND_MESSAGES.notPaid}
          </p>
        )
      ) : (
        <>
          <p className={desk.muted}>{COPY.refundIntro}</p>
          <div className={styles.refundActions}>
            {whole !== null && (
              <Button variant="secondary" size="sm" onClick={() => ask('whole', whole)}>
                {COPY.refundWhole} ({formatUsd(whole)})
              </Button>
            )}
            {shipping !== null && (
              <Button variant="secondary" size="sm" onClick={() => ask('shipping', shipping)}>
                {COPY.refundShipping} ({formatUsd(shipping)})
              </Button>
            )}
          </div>
        </>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={COPY.refundConfirmTitle(shown)}
        description={
          asking?.retry
            ? COPY.refundRetryConfirm(order.view.number, shown)
            : asking?.kind === 'whole'
              ? COPY.refundConfirmWhole(order.view.number, shown)
              : COPY.refundConfirmShipping(order.view.number, shown)
        }
        confirmLabel={COPY.refundConfirm(shown)}
        cancelLabel={COPY.cancel}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      />
    </section>
  );
}
