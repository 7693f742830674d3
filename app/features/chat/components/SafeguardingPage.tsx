import { useState } from 'react';
import { Link } from 'react-router';
import { CHAT_SCREENS } from '@common/copy/chat-screens';
import type { CareFlag } from '@common/schemas/chat';
import { AppShell } from '~/components/layout/AppShell';
import { Button } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { messageOf } from '~/lib/api';
import { useCareFlags, useDismissCareFlag } from '../api/care-flags';
import { fullTime, messageTime } from '../utils/chat-time';
import { OversightLog } from './OversightLog';
import { OversightSearch } from './OversightSearch';
import styles from './Settings.module.css';

const COPY = CHAT_SCREENS.safeguarding;

/**
 * /teacher/safeguarding (issue 17, points 6 and 8): the care flags of the classes the teacher
 * leads safeguarding for, newest first, each with the words that matched, a way to the
 * conversation, and "Dismiss as a false positive" in one click (recorded); a school admin's
 * search and export of the school's conversations; and, for every teacher, who has read their
 * classes' conversations.
 */
export function SafeguardingPage() {
  const flags = useCareFlags();
  return (
    <AppShell title={COPY.title} intro={COPY.intro}>
      <div className={styles.layout}>
        {flags.isPending ? (
          <Skeleton label={COPY.loading} lines={6} />
        ) : flags.isError ? (
          <LoadFailed message={COPY.failed} onRetry={() => void flags.refetch()} />
        ) : (
          <>
            {!flags.data.leads && flags.data.flags.length === 0 ? (
              <EmptyState title={CHAT_SCREENS.notLead.title}>
                {CHAT_SCREENS.notLead.body}
              </EmptyState>
            ) : flags.data.flags.length === 0 ? (
              <EmptyState title={COPY.emptyTitle}>{COPY.emptyBody}</EmptyState>
            ) : (
              <ul className={styles.flags} aria-label={COPY.listLabel} data-testid="care-flags">
                {flags.data.flags.map((flag) => (
                  <FlagCard key={flag.id} flag={flag} />
                ))}
              </ul>
            )}
            {flags.data.oversees && <OversightSearch />}
          </>
        )}
        <OversightLog />
      </div>
    </AppShell>
  );
}

function FlagCard({ flag }: { flag: CareFlag }) {
  const dismiss = useDismissCareFlag();
  const [error, setError] = useState<string | null>(null);
  const dismissed = flag.dismissedAt !== null;
  return (
    <li
      className={`${styles.flag} ${dismissed ? styles.flagDismissed : ''}`}
      data-testid="care-flag"
    >
      <div className={styles.flagHead}>
        <h2 className={styles.flagTitle}>{COPY.by(flag.authorName, flag.classTitle)}</h2>
        <span className={styles.source}>{COPY.sources[flag.source]}</span>
        {flag.categories.map((category) => (
          <span key={category} className={styles.category}>
            {COPY.categories[category as keyof typeof COPY.categories] ?? category}
          </span>
        ))}
      </div>
      <p className={styles.flagMeta}>
        <time dateTime={flag.createdAt} title={fullTime(flag.createdAt)}>
          {messageTime(flag.createdAt)}
        </time>
        {flag.studentName && flag.studentName !== flag.authorName && (
          <> · {COPY.about(flag.studentName)}</>
        )}
        {' · '}
        {COPY.matched(flag.phrase)}
      </p>
      <blockquote className={styles.excerpt}>{flag.excerpt}</blockquote>
      <div className={styles.actions}>
        <Link to={flag.link}>{flag.source === 'room' ? COPY.openRoom : COPY.open}</Link>
        {dismissed ? (
          <p className={styles.dismissedBy} data-testid="dismissed-by">
            {flag.dismissedBy ? COPY.dismissedBy(flag.dismissedBy) : COPY.dismissed}
          </p>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            disabled={dismiss.isPending}
            onClick={() => {
              setError(null);
              dismiss.mutate(flag.id, {
                onError: (failure) => setError(messageOf(failure, COPY.dismissFailed)),
              });
            }}
          >
            {dismiss.isPending ? COPY.dismissing : COPY.dismiss}
          </Button>
        )}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    </li>
  );
}
