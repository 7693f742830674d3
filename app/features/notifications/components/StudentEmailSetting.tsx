import { useId, useState } from 'react';
import { NOTIFICATIONS_COPY as COPY } from '@common/copy/notifications';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { useSetStudentEmailSetting, useStudentEmailSetting } from '../api/student-email-setting';
import styles from './Account.module.css';

/**
 * A class setting (the class's Settings tab mounts it): whether its students who signed in
 * with a verified Google email get notification email. Off by default; saved on change.
 */
export function StudentEmailSetting({
  classId,
  className,
}: {
  classId: string;
  className?: string;
}) {
  const id = useId();
  const setting = useStudentEmailSetting(classId);
  const { mutate: save, isPending } = useSetStudentEmailSetting(classId);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (setting.isPending) return <Skeleton label={COPY.studentEmail.legend} lines={1} />;
  if (setting.isError) {
    return <LoadFailed message={COPY.studentEmail.failed} onRetry={() => void setting.refetch()} />;
  }
  return (
    <div className={styles.toggle}>
      <input
        id={id}
        type="checkbox"
        checked={setting.data.allowed}
        disabled={isPending}
        aria-describedby={className ? undefined : `${id}-hint`}
        onChange={(event) => {
          const allowed = event.target.checked;
          save(allowed, {
            onSuccess: () => {
              setMessage(COPY.studentEmail.saved(allowed));
              setError(null);
            },
            onError: () => {
              setMessage(null);
              setError(COPY.account.saveFailed);
            },
          });
        }}
      />
      <div>
        <label htmlFor={id} className={styles.choiceLabel}>
          {className ?? COPY.studentEmail.label}
        </label>
        {!className && (
          <p id={`${id}-hint`} className={styles.choiceHint}>
            {COPY.studentEmail.hint}
          </p>
        )}
        <p className={styles.saved} role="status">
          {message}
        </p>
        <p className={styles.error} role="alert">
          {error}
        </p>
      </div>
    </div>
  );
}
