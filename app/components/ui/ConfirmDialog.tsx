import { useState, type ReactNode } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';
import styles from './ConfirmDialog.module.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Runs the action; answer an error message to keep the dialog open and show it. */
  onConfirm: () => Promise<string | null>;
  onClose: () => void;
}

/**
 * Asks before something that cannot be undone, on the accessible Modal: the action button,
 * then Cancel (Escape, the close button and the backdrop cancel too). While the action runs
 * the button is disabled; a failure is announced in the dialog.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    const failure = await onConfirm();
    setBusy(false);
    setError(failure);
  }
  function close() {
    setError(null);
    onClose();
  }

  return (
    <Modal open={open} onClose={close} title={title} description={description} size="sm">
      <div className={styles.actions}>
        <Button onClick={() => void confirm()} disabled={busy}>
          {confirmLabel}
        </Button>
        <Button variant="ghost" onClick={close}>
          {cancelLabel}
        </Button>
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
