import { useState } from 'react';
import { REFUND_MESSAGES, STAFF_DESK_COPY as COPY } from '@common/copy/staff-desk';
import type { DeskOrderDetail, RefundKind } from '@common/schemas/staff-desk';
import { formatUsd } from '@common/store/pricing';
import { Button } from '~/components/ui/Button';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog';
import { useRefundOrder } from '../api/refund-order';
import { STAFF_COPY } from '../utils/copy';
import styles from './Desk.module.css';

/**
 * Refund the whole order or its shipping. The amounts are the server's (what is left of what
 * was paid); the dialog names the amount before anything happens, and the server refunds once
 * however often the button is pressed.
 */
export function RefundPanel({
  order,
  onRefunded,
}: {
  order: DeskOrderDetail;
  onRefunded: (notice: string) => void;
}) {
  const [asking, setAsking] = useState<RefundKind | null>(null);
  const { mutateAsync: refund } = useRefundOrder();
  const amount = asking ? order.refundable[asking] : null;
  const shown = amount === null ? '' : formatUsd(amount);

  async function confirm(): Promise<string | null> {
    if (!asking) return null;
    const result = await refund({ orderId: order.id, kind: asking });
    if (!result.ok) return Object.values(result.body.errors ?? {})[0] ?? STAFF_COPY.failed;
    setAsking(null);
    onRefunded(COPY.refundDone(formatUsd(result.body.refund.amountCents)));
    return null;
  }

  const { whole, shipping } = order.refundable;
  return (
    <section className={styles.card} aria-labelledby="order-refund">
      <h2 id="order-refund">{COPY.refundTitle}</h2>
      {whole === null && shipping === null ? (
        <p className={styles.muted}>
          {order.refundedCents > 0 ? COPY.fullyRefunded : REFUND_MESSAGES.notPaid}
        </p>
      ) : (
        <>
          <p className={styles.muted}>{COPY.refundIntro}</p>
          <div className={styles.refundActions}>
            {whole !== null && (
              <Button variant="secondary" size="sm" onClick={() => setAsking('whole')}>
                {COPY.refundWhole} ({formatUsd(whole)})
              </Button>
            )}
            {shipping !== null && (
              <Button variant="secondary" size="sm" onClick={() => setAsking('shipping')}>
                {COPY.refundShipping} ({formatUsd(shipping)})
              </Button>
            )}
          </div>
        </>
      )}
      <ConfirmDialog
        open={asking !== null && amount !== null}
        title={COPY.refundConfirmTitle(shown)}
        description={
          asking === 'whole'
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
