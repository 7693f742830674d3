import { useId, useState } from 'react';
import { FAMILY_DIGEST_COPY } from '@common/copy/family-digest';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { useDigestSetting, useSetDigestSetting } from '../api/digest-setting';
import styles from './FamilyDigest.module.css';

const COPY = FAMILY_DIGEST_COPY.setting;

/**
 * The parent's account page section (issue 12, point 3): the weekly family digest, on by
 * default, turned off or on with one checkbox, saved at once and said so.
 */
export function DigestSetting() {
  const id = useId();
  const setting = useDigestSetting();
  const { mutate: save, isPending } = useSetDigestSetting();
  const [error, setError] = useState<string | null>(null);
  // Shown chosen at once; a refused save puts the saved choice back.
  const [choice, setChoice] = useState<boolean | null>(null);
  const enabled = choice ?? setting.data?.enabled ?? true;

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {COPY.title}
      </h2>
      <p id={`${id}-hint`} className={styles.hint}>
        {COPY.intro}
      </p>
      {setting.isPending ? (
        <Skeleton label={COPY.loading} lines={1} />
      ) : setting.isError ? (
        <LoadFailed message={COPY.failed} onRetry={() => void setting.refetch()} />
      ) : (
        <div className={styles.toggle}>
          <input
            id={id}
            type="checkbox"
            checked={enabled}
            disabled={isPending}
            aria-describedby={`${id}-hint ${id}-state`}
            onChange={(event) => {
              setError(null);
              setChoice(event.target.checked);
              save(event.target.checked, {
                onSettled: () => setChoice(null),
                onError: () => setError(COPY.saveFailed),
              });
            }}
          />
          <div>
            <label htmlFor={id} className={styles.toggleLabel}>
              {COPY.label}
            </label>
            <p id={`${id}-state`} className={styles.state} role="status">
              {enabled ? COPY.on : COPY.off}
            </p>
            <p className={styles.error} role="alert">
              {error}
            </p>
          </div>
        </div>
      )}
    </section>
  );
}
