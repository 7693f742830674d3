import { useId, useState, type FormEvent } from 'react';
import { ACCOUNT_PAGE as COPY } from '@common/academy/privacy-messages';
import { Button } from '~/components/ui/Button';
import { Modal } from '~/components/ui/Modal';
import { deleteAccount, refusalOf } from './api';
import styles from './Account.module.css';

/**
 * Deleting the whole Lectio account: says exactly what goes, asks for the password again, and
 * on success loads the confirmation page afresh (signed out).
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const { url } = await deleteAccount(password);
      // A full load: the signed-in layout and every cached answer of the account go at once
      // (in-app, the layout would notice the signed-out session first and go to sign-in).
      window.location.replace(url);
    } catch (failure) {
      setError(refusalOf(failure, COPY.loadFailed));
      setBusy(false);
    }
  }
  function close() {
    setPassword('');
    setError(null);
    onClose();
  }

  return (
    <Modal open={open} onClose={close} title={COPY.deleteTitle} description={COPY.deleteIntro}>
      <ul className={styles.list}>
        {COPY.deleteRemoves.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>
        <strong>{COPY.deleteCannotUndo}</strong>
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.field}>
          <label htmlFor={inputId} className={styles.label}>
            {COPY.password}
          </label>
          <input
            id={inputId}
            type="password"
            className={styles.input}
            autoComplete="current-password"
            value={password}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        {error && (
          <p id={`${inputId}-error`} className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.dialogActions}>
          <Button type="submit" disabled={busy}>
            {busy ? COPY.deleting : COPY.deleteConfirm}
          </Button>
          <Button variant="ghost" onClick={close}>
            {COPY.cancel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
