import { useState } from 'react';
import { AVATAR_ITEMS, AVATAR_SLOTS } from '@common/avatars/catalog';
import { AVATAR_COPY as COPY } from '@common/copy/writing';
import { PATHS } from '@common/routes';
import { AppShell } from '~/components/layout/AppShell';
import { Avatar } from '~/components/ui/Avatar';
import { Button } from '~/components/ui/Button';
import type { ApiResult } from '~/lib/api';
import type { AvatarChange } from '../api/avatar-changed';
import { useBuyItem } from '../api/buy-item';
import { useAvatar } from '../api/get-avatar';
import { useWearItems } from '../api/wear-items';
import styles from './AvatarStore.module.css';

/** /student/avatar: spend points on avatar items and wear them. */
export function AvatarStorePage() {
  const { data: avatar, isError: failed } = useAvatar();
  const { mutateAsync: buy } = useBuyItem();
  const { mutateAsync: wear } = useWearItems();
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function act(change: Promise<ApiResult<AvatarChange>>, done: string) {
    const result = await change;
    if (result.ok) {
      setMessage(done);
      setError(null);
    } else {
      setMessage(null);
      setError(Object.values(result.body.errors ?? {})[0] ?? COPY.failed);
    }
  }

  return (
    <AppShell
      home={{ to: PATHS.studentArea, label: COPY.back }}
      back={{ to: PATHS.studentArea, label: COPY.back }}
      title={COPY.title}
      intro={COPY.intro}
    >
      {failed && <p role="alert">{COPY.failed}</p>}
      {avatar && (
        <>
          <div className={styles.current}>
            <Avatar look={avatar.look} size={140} label={COPY.yourAvatar} />
            <p className={styles.points} data-testid="avatar-points">
              {COPY.points(avatar.points)}
            </p>
          </div>
          <p className={styles.success} role="status">
            {message}
          </p>
          <p className={styles.error} role="alert">
            {error}
          </p>
          {AVATAR_SLOTS.map((slot) => (
            <section key={slot} aria-labelledby={`slot-${slot}`} className={styles.slot}>
              <h2 id={`slot-${slot}`} className={styles.slotTitle}>
                {COPY.slots[slot]}
              </h2>
              <ul className={styles.items}>
                {AVATAR_ITEMS.filter((item) => item.slot === slot).map((item) => {
                  const owned = item.price === 0 || avatar.owned.includes(item.id);
                  const wearing = avatar.look[slot] === item.id;
                  return (
                    <li key={item.id} className={styles.item}>
                      <Avatar look={{ ...avatar.look, [slot]: item.id }} size={72} />
                      <span className={styles.itemName}>{item.name}</span>
                      <span className={styles.itemPrice}>
                        {item.price === 0 ? COPY.free : COPY.price(item.price)}
                      </span>
                      {wearing ? (
                        <span className={styles.wearing}>{COPY.wearing}</span>
                      ) : owned ? (
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={COPY.wear(item.name)}
                          onClick={() =>
                            void act(wear({ [slot]: item.id }), COPY.nowWearing(item.name))
                          }
                        >
                          {COPY.wear(item.name)}
                        </Button>
                      ) : (
                        <Button
                          size="sm"
                          aria-label={COPY.buy(item.name, item.price)}
                          onClick={() => void act(buy(item.id), COPY.bought(item.name))}
                        >
                          {COPY.price(item.price)}
                        </Button>
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </>
      )}
    </AppShell>
  );
}
