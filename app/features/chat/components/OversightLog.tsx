import { useId, useState } from 'react';
import { CHAT_SCREENS } from '@common/copy/chat-screens';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { useChatClasses } from '../api/get-classes';
import { useOversightLog } from '../api/oversight';
import { fullTime, messageTime } from '../utils/chat-time';
import styles from './Settings.module.css';

const COPY = CHAT_SCREENS.oversightLog;

/**
 * Issue 17, point 6: "every admin read is written to the audit log, and the teacher can see
 * that log". The teacher picks one of their classes and sees who read or exported its
 * conversations, and when.
 */
export function OversightLog() {
  const id = useId();
  const classes = useChatClasses('user');
  const taught = (classes.data?.classes ?? []).filter((entry) => entry.teacher);
  const [picked, setPicked] = useState<string | null>(null);
  const classId = picked ?? taught[0]?.id ?? null;
  const log = useOversightLog(classId);

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        {COPY.title}
      </h2>
      <p className={styles.hint}>{COPY.intro}</p>
      {classes.isPending ? (
        <Skeleton label={COPY.loading} lines={2} />
      ) : taught.length === 0 ? (
        <p className={styles.hint}>{COPY.noClasses}</p>
      ) : (
        <>
          <div className={styles.field}>
            <label htmlFor={`${id}-class`} className={styles.label}>
              {COPY.classLabel}
            </label>
            <select
              id={`${id}-class`}
              className={styles.input}
              value={classId ?? ''}
              onChange={(event) => setPicked(event.target.value)}
            >
              {taught.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.title}
                </option>
              ))}
            </select>
          </div>
          {log.isPending ? (
            <Skeleton label={COPY.loading} lines={2} />
          ) : log.isError ? (
            <LoadFailed message={COPY.failed} onRetry={() => void log.refetch()} />
          ) : log.data.entries.length === 0 ? (
            <p className={styles.hint}>{COPY.empty}</p>
          ) : (
            <ul className={styles.logList} data-testid="oversight-log">
              {log.data.entries.map((entry) => (
                <li key={`${entry.at}-${entry.conversationId}-${entry.action}`}>
                  {COPY.entry(entry.adminName, entry.action)}
                  {' · '}
                  <time dateTime={entry.at} title={fullTime(entry.at)}>
                    {messageTime(entry.at)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
