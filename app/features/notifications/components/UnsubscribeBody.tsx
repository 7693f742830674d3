import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { NOTIFICATIONS_COPY as COPY } from '@common/copy/notifications';
import { NOTIFICATION_MESSAGES } from '@common/notifications/messages';
import { NOTIFICATIONS_API, type UnsubscribeAnswer } from '@common/schemas/notifications';
import { Button, ButtonLink } from '~/components/ui/Button';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { apiGet } from '~/lib/api';
import { useUnsubscribe } from '../api/unsubscribe';
import styles from './Account.module.css';

/**
 * What the unsubscribe page answers, and its button (opening the page changes nothing: link
 * scanners open links). Shared by the Journals' page and the Academy's, each in its layout.
 */
export function UnsubscribeBody({ home }: { home: string }) {
  const [search] = useSearchParams();
  const token = search.get('t') ?? '';
  const status = useQuery({
    queryKey: ['notifications', 'unsubscribe', token],
    queryFn: () =>
      apiGet<UnsubscribeAnswer>(`${NOTIFICATIONS_API.unsubscribe}?t=${encodeURIComponent(token)}`),
    enabled: token !== '',
  });
  const { mutate: confirm, data: result, isPending } = useUnsubscribe();
  const invalid = token === '' || status.data?.status === 404 || result?.status === 404;
  const done = result?.ok === true;

  return (
    <div className={styles.sections}>
      <section className={styles.section} aria-live="polite">
        {invalid ? (
          <>
            <h2 className={styles.sectionTitle}>{COPY.unsubscribe.invalidTitle}</h2>
            <p className={styles.hint}>{NOTIFICATION_MESSAGES.unsubscribeInvalid}</p>
            <ButtonLink href={home} variant="secondary">
              {COPY.unsubscribe.home}
            </ButtonLink>
          </>
        ) : done || status.data?.body.unsubscribed === true ? (
          <>
            <h2 className={styles.sectionTitle}>{COPY.unsubscribe.done}</h2>
            <p className={styles.hint}>
              {done ? COPY.unsubscribe.doneBody : COPY.unsubscribe.already}
            </p>
            <ButtonLink href={home} variant="secondary">
              {COPY.unsubscribe.home}
            </ButtonLink>
          </>
        ) : status.isPending ? (
          <Skeleton label={COPY.unsubscribe.working} lines={2} />
        ) : status.data?.ok === false || result?.ok === false ? (
          <LoadFailed message={COPY.unsubscribe.failed} onRetry={() => void status.refetch()} />
        ) : (
          <>
            <p className={styles.hint}>{COPY.unsubscribe.intro}</p>
            <Button onClick={() => confirm(token)} disabled={isPending}>
              {isPending ? COPY.unsubscribe.working : COPY.unsubscribe.confirm}
            </Button>
          </>
        )}
      </section>
    </div>
  );
}
