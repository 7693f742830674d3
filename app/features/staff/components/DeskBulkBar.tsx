import { useState, type FormEvent } from 'react';
import { STAFF_DESK_COPY as COPY } from '@common/copy/staff-desk';
import {
  STAFF_DESK_API,
  type BulkChange,
  type BulkChangeAnswer,
  type DeskOrder,
} from '@common/schemas/staff-desk';
import desk from '~/components/desk/Desk.module.css';
import search from '~/components/desk/DeskSearch.module.css';
import { Button } from '~/components/ui/Button';
import { Modal } from '~/components/ui/Modal';
import { useBulkChange } from '../api/bulk-change';
import { STAFF_COPY } from '../utils/copy';
import styles from './Desk.module.css';

/**
 * What staff do with the selected orders: move them to production, ship those in production
 * (a tracking number each), or download their print files and packing list as one ZIP. The
 * server applies each order's single-change rule and reports those it could not move.
 */
export function DeskBulkBar({
  selected,
  onDone,
}: {
  selected: DeskOrder[];
  onDone: (notice: string, failures: string[]) => void;
}) {
  const bulk = useBulkChange();
  const [shipping, setShipping] = useState(false);
  const [tracking, setTracking] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const shippable = selected.filter((order) => order.status === 'in_production');

  async function run(change: BulkChange): Promise<boolean> {
    setError('');
    const { ok, body } = await bulk.mutateAsync(change);
    if (!ok) {
      setError(Object.values(body.errors ?? {})[0] ?? STAFF_COPY.failed);
      return false;
    }
    report(body.results);
    return true;
  }

  function report(results: BulkChangeAnswer['results']) {
    const failed = results.filter((result) => !result.ok);
    onDone(
      COPY.bulkDone(results.length - failed.length, failed.length),
      failed.map((result) =>
        COPY.bulkFailure(result.number ?? result.orderId, result.error ?? STAFF_COPY.failed),
      ),
    );
  }

  async function ship(event: FormEvent) {
    event.preventDefault();
    const done = await run({
      action: 'ship',
      orders: shippable.map((order) => ({
        orderId: order.id,
        trackingNumber: tracking[order.id] ?? '',
      })),
    });
    if (done) setShipping(false);
  }

  return (
    <div className={styles.bulk} role="group" aria-label={COPY.bulkLabel}>
      <span className={styles.bulkLabel}>{COPY.selected(selected.length)}</span>
      <Button
        size="sm"
        disabled={bulk.isPending}
        onClick={() =>
          void run({ action: 'in_production', orderIds: selected.map((order) => order.id) })
        }
      >
        {COPY.bulkInProduction}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={bulk.isPending || shippable.length === 0}
        onClick={() => setShipping(true)}
      >
        {COPY.bulkShip}
      </Button>
      <a
        className={styles.number}
        href={STAFF_DESK_API.batch(selected.map((order) => order.id))}
        download
      >
        {COPY.downloadBatch}
      </a>
      {error && !shipping && (
        <p className={desk.muted} role="alert">
          {error}
        </p>
      )}
      <Modal
        open={shipping}
        onClose={() => setShipping(false)}
        title={COPY.bulkShipTitle}
        description={COPY.bulkShipDescription}
      >
        <form onSubmit={(event) => void ship(event)} noValidate>
          {shippable.map((order) => (
            <label key={order.id} className={search.field}>
              {STAFF_COPY.trackingLabel(order.number)}
              <input
                className={search.control}
                value={tracking[order.id] ?? ''}
                autoComplete="off"
                onChange={(event) =>
                  setTracking((current) => ({ ...current, [order.id]: event.target.value }))
                }
              />
            </label>
          ))}
          {error && (
            <p className={desk.muted} role="alert">
              {error}
            </p>
          )}
          <div className={styles.refundActions}>
            <Button type="submit" disabled={bulk.isPending}>
              {COPY.bulkShipConfirm}
            </Button>
            <Button variant="ghost" onClick={() => setShipping(false)}>
              {COPY.cancel}
            </Button>
          </div>
        </form>
      </Modal>
    </div>
  );
}
