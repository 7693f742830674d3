import { useId, useState } from 'react';
import { CHAT_SCREENS } from '@common/copy/chat-screens';
import { Button } from '~/components/ui/Button';
import { messageOf } from '~/lib/api';
import { useConsents, useGiveConsent } from '../api/consents';
import styles from './Settings.module.css';

const COPY = CHAT_SCREENS.consent;
const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * COPPA consent (issue 17, point 10), given where the adult is: a parent on their messages
 * screen, for their children under 13 who still wait for it; a school admin in chat's settings,
 * for the school's students under 13. Shows nothing when nobody needs it from this adult.
 */
export function ConsentPanel({ as }: { as: 'parent' | 'school' }) {
  const id = useId();
  const consents = useConsents();
  const give = useGiveConsent();
  const [failure, setFailure] = useState<{ studentId: string; message: string } | null>(null);
  // Consent given on this visit stays in view, with its date, until the page is left.
  const [givenNow, setGivenNow] = useState<string[]>([]);
  const students = consents.data?.students ?? [];
  // A parent sees the panel while a child waits; a school admin sees the whole list.
  const shown =
    as === 'parent'
      ? students.filter((one) => one.consentedAt === null || givenNow.includes(one.id))
      : students;
  if (shown.length === 0) return null;

  return (
    <section className={styles.consents} aria-labelledby={`${id}-title`} data-testid="consents">
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        {as === 'parent' ? COPY.parentTitle : COPY.schoolTitle}
      </h2>
      <p className={styles.hint}>{COPY.intro}</p>
      <ul className={styles.logList} aria-label={COPY.listLabel}>
        {shown.map((student) => (
          <li key={student.id} className={styles.result}>
            <div>
              <p className={styles.resultTitle}>{student.name}</p>
              <p className={styles.flagMeta}>{COPY.classes(student.classTitles)}</p>
            </div>
            {student.consentedAt ? (
              <p className={styles.on}>{COPY.given(DAY.format(new Date(student.consentedAt)))}</p>
            ) : (
              <Button
                size="sm"
                disabled={give.isPending}
                onClick={() => {
                  setFailure(null);
                  setGivenNow((ids) => [...ids, student.id]);
                  give.mutate(student.id, {
                    onError: (error) =>
                      setFailure({
                        studentId: student.id,
                        message: messageOf(error, COPY.failed),
                      }),
                  });
                }}
              >
                {give.isPending && give.variables === student.id
                  ? COPY.giving
                  : COPY.give(student.name.split(' ')[0] ?? student.name)}
              </Button>
            )}
            {failure?.studentId === student.id && (
              <p className={styles.error} role="alert">
                {failure.message}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
