import { useId, useState } from 'react';
import { MUTE_DURATIONS, type MuteDuration } from '@common/academy/board';
import { BOARD_COPY as COPY } from '@common/academy/board-copy';
import { Button } from '~/components/ui/Button';
import { Modal } from '~/components/ui/Modal';
import styles from './Board.module.css';

/** Asks what is wrong with a post (optional) and sends the report to the instructors. */
export function ReportDialog({
  open,
  onClose,
  onSend,
}: {
  open: boolean;
  onClose: () => void;
  onSend: (reason: string) => Promise<string | null>;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Modal open={open} onClose={onClose} title={COPY.reportTitle} size="sm">
      <form
        className={styles.composer}
        onSubmit={(event) => {
          event.preventDefault();
          setBusy(true);
          void onSend(reason.trim()).then((failure) => {
            setBusy(false);
            setError(failure);
            if (!failure) setReason('');
          });
        }}
      >
        <label htmlFor={`${id}-reason`} className={styles.label}>
          {COPY.reportReason}
        </label>
        <textarea
          id={`${id}-reason`}
          className={styles.textarea}
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" disabled={busy}>
            {COPY.reportSend}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {COPY.cancel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** The instructor chooses how long a participant is muted on the board. */
export function MuteDialog({
  open,
  name,
  onClose,
  onMute,
}: {
  open: boolean;
  name: string;
  onClose: () => void;
  onMute: (duration: MuteDuration) => Promise<string | null>;
}) {
  const id = useId();
  const [duration, setDuration] = useState<MuteDuration>('1d');
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal open={open} onClose={onClose} title={COPY.muteTitle(name)} size="sm">
      <form
        className={styles.composer}
        onSubmit={(event) => {
          event.preventDefault();
          void onMute(duration).then(setError);
        }}
      >
        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>{COPY.muteLabel}</legend>
          {MUTE_DURATIONS.map((value) => (
            <label key={value} className={styles.check}>
              <input
                type="radio"
                name={`${id}-duration`}
                value={value}
                checked={duration === value}
                onChange={() => setDuration(value)}
              />
              <span>{COPY.muteDurations[value]}</span>
            </label>
          ))}
        </fieldset>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit">{COPY.muteConfirm}</Button>
          <Button variant="ghost" onClick={onClose}>
            {COPY.cancel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
