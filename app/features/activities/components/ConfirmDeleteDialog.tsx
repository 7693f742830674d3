import { Button } from '~/components/ui/Button';
import { Modal } from '~/components/ui/Modal';
import { ACTIVITIES_COPY as COPY } from '../utils/copy';
import styles from './Cards.module.css';

/** Asks before deleting: the activity leaves every class it was assigned to. */
export function ConfirmDeleteDialog({
  title,
  open,
  busy,
  onCancel,
  onConfirm,
}: {
  title: string;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal open={open} onClose={onCancel} title={COPY.deleteTitle} size="sm">
      <p>{COPY.deleteBody(title)}</p>
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onCancel}>
          {COPY.cancel}
        </Button>
        <Button className={styles.danger} disabled={busy} onClick={onConfirm}>
          {COPY.deleteConfirm}
        </Button>
      </div>
    </Modal>
  );
}
