import { useSearchParams } from 'react-router';
import { FAMILY_DIGEST_COPY } from '@common/copy/family-digest';
import { PATHS } from '@common/routes';
import { AppShell } from '~/components/layout/AppShell';
import { Button, ButtonLink } from '~/components/ui/Button';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { useDigestUnsubscribe, useDigestUnsubscribeStatus } from '../api/unsubscribe';
import styles from './FamilyDigest.module.css';

const COPY = FAMILY_DIGEST_COPY.unsubscribe;

/**
 * /email/family-digest/unsubscribe?t=…: the visible unsubscribe link of the weekly family
 * digest. Opening it changes nothing (link scanners open links); the button does. No sign-in
 * is needed: the signed token names the parent.
 */
export function DigestUnsubscribePage() {
  const [search] = useSearchParams();
  const token = search.get('t') ?? '';
  const status = useDigestUnsubscribeStatus(token);
  const { mutate: confirm, data: result, isPending, reset } = useDigestUnsubscribe();
  const invalid = token === '' || status.data?.status === 404 || result?.status === 404;
  const done = result?.ok === true;

  return (
    <AppShell home={{ to: PATHS.home, label: COPY.home }} title={COPY.title}>
      <div className={styles.sections}>
        <section className={styles.section} aria-live="polite">
          {invalid ? (
            <>
              <h2 className={styles.sectionTitle}>{COPY.invalidTitle}</h2>
              <p className={styles.hint}>{COPY.invalid}</p>
              <ButtonLink href={PATHS.home} variant="secondary">
                {COPY.home}
              </ButtonLink>
            </>
          ) : done || status.data?.body.unsubscribed === true ? (
            <>
              <h2 className={styles.sectionTitle}>{COPY.done}</h2>
              <p className={styles.hint}>{done ? COPY.doneBody : COPY.already}</p>
              <ButtonLink href={PATHS.home} variant="secondary">
                {COPY.home}
              </ButtonLink>
            </>
          ) : status.isPending ? (
            <Skeleton label={COPY.working} lines={2} />
          ) : status.data?.ok === false || result?.ok === false || status.isError ? (
            <LoadFailed
              message={COPY.failed}
              onRetry={() => {
                // Back to the question: the click is tried again, not only the check.
                reset();
                void status.refetch();
              }}
            />
          ) : (
            <>
              <p className={styles.hint}>{COPY.intro}</p>
              <Button onClick={() => confirm(token)} disabled={isPending}>
                {isPending ? COPY.working : COPY.confirm}
              </Button>
            </>
          )}
        </section>
      </div>
    </AppShell>
  );
}
