import { useState, type FormEvent } from 'react';
import type { StaffOrder } from '@common/store/order-views';
import { TRACKING_NUMBER_MAX_LENGTH } from '@common/store/order-views';
import { Button } from '~/components/ui/Button';
import type { ApiResult } from '~/lib/api';
import { useMarkInProduction } from '../api/mark-in-production';
import { useMarkShipped } from '../api/mark-shipped';
import type { StaffOrderAnswer } from '../api/order-moved';
import { orderPdfUrl } from '../api/order-pdf-url';
import { STAFF_COPY as COPY } from '../utils/copy';
import desk from '~/components/desk/Desk.module.css';
import styles from './Staff.module.css';

/**
 * The next step for one order: download its PDF, move it to production, or ship it with a
 * tracking number. Buttons stay disabled while a request runs; the server's conditional
 * updates make a second click harmless anyway.
 */
export function StaffOrderActions({
  order,
  onMoved,
}: {
  order: StaffOrder;
  onMoved: (order: StaffOrder) => void;
}) {
  const inProduction = useMarkInProduction();
  const shipped = useMarkShipped();
  const busy = inProduction.isPending || shipped.isPending;
  const [tracking, setTracking] = useState('');
  const [error, setError] = useState('');
  const errorId = `ship-error-${order.id}`;

  async function run(move: Promise<ApiResult<StaffOrderAnswer>>) {
    setError('');
    const { ok, body } = await move;
    if (ok) return onMoved(body.order);
    setError(Object.values(body.errors ?? {})[0] ?? COPY.failed);
  }

  function ship(event: FormEvent) {
    event.preventDefault();
    void run(shipped.mutateAsync({ orderId: order.id, trackingNumber: tracking }));
  }

  return (
    <div className={styles.actions}>
      {order.pdfReady ? (
        <a className={styles.download} href={orderPdfUrl(order.id)} download>
          {COPY.downloadPdf}
        </a>
      ) : (
        <span className={desk.muted}>{COPY.pdfPending}</span>
      )}
      {order.status === 'paid' && (
        <Button
          size="sm"
          disabled={busy}
          onClick={() => void run(inProduction.mutateAsync(order.id))}
        >
          {COPY.markInProduction}
        </Button>
      )}
      {order.status === 'in_production' && (
        <form className={styles.shipForm} onSubmit={ship} noValidate>
          <label className="visually-hidden" htmlFor={`tracking-${order.id}`}>
            {COPY.trackingLabel(order.number)}
          </label>
          <input
            id={`tracking-${order.id}`}
            className={styles.input}
            value={tracking}
            maxLength={TRACKING_NUMBER_MAX_LENGTH}
            placeholder={COPY.tracking}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setTracking(event.target.value)}
          />
          <Button size="sm" type="submit" disabled={busy}>
            {COPY.markShipped}
          </Button>
        </form>
      )}
      {order.status === 'shipped' && order.trackingNumber && (
        <span className={desk.muted}>
          {COPY.tracking}: {order.trackingNumber}
        </span>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
