import { STORE_COPY } from '@common/copy/store';
import { Button } from '~/components/ui/Button';
import { Modal } from '~/components/ui/Modal';
import styles from './Store.module.css';

const COPY = STORE_COPY.done;

/** Stage 4: 'Payment Completed!' with the order number and Close (back to the code entry). */
export function PaymentCompletedModal({
  orderNumber,
  onClose,
}: {
  orderNumber: string | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={orderNumber !== null}
      onClose={onClose}
      title={COPY.title}
      description={COPY.thanks}
      size="sm"
    >
      {orderNumber && (
        <p className={styles.orderNumber} data-testid="order-number">
          {COPY.orderNumber(orderNumber)}
        </p>
      )}
      <p className={styles.hint}>{COPY.emailNote}</p>
      <div className={styles.actions}>
        <Button onClick={onClose}>{COPY.close}</Button>
      </div>
    </Modal>
  );
}
