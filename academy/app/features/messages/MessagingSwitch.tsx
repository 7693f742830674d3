import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { COURSE_MESSAGES_COPY as COPY } from '@common/copy/academy-messages';
import { messageCalls, messageKeys } from './api';
import styles from './Messages.module.css';

/** The instructors' "Course messaging" switch (on by default), with what it means. */
export function MessagingSwitch({ courseId, on }: { courseId: string; on: boolean }) {
  const helpId = useId();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [failed, setFailed] = useState(false);

  async function toggle() {
    setBusy(true);
    setFailed(false);
    const result = await messageCalls(courseId).settings(!on);
    setBusy(false);
    if (!result.ok) {
      setFailed(true);
      return;
    }
    setStatus(on ? COPY.settingOff : COPY.settingOn);
    await queryClient.invalidateQueries({ queryKey: messageKeys.all(courseId) });
  }

  return (
    <div className={styles.switchRow}>
      <label className={styles.switchLabel}>
        <input
          type="checkbox"
          role="switch"
          checked={on}
          disabled={busy}
          aria-describedby={helpId}
          onChange={() => void toggle()}
        />
        {COPY.settingLabel}
      </label>
      <p id={helpId} className={styles.hint}>
        {COPY.settingHelp}
      </p>
      <p className={failed ? styles.error : styles.hint} role="status">
        {failed ? COPY.settingFailed : status}
      </p>
    </div>
  );
}
