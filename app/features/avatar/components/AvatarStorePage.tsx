import { useState } from 'react';
import {
  AVATAR_ITEMS,
  AVATAR_SLOTS,
  DEFAULT_LOOK,
  type AvatarAnswer,
} from '@common/avatars/catalog';
import { AVATAR_STORE_COPY as STORE } from '@common/copy/student';
import { AVATAR_COPY as COPY } from '@common/copy/writing';
import { PATHS } from '@common/routes';
import { AppShell } from '~/components/layout/AppShell';
import { Avatar } from '~/components/ui/Avatar';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import type { ApiResult } from '~/lib/api';
import type { AvatarChange } from '../api/avatar-changed';
import { useBuyItem } from '../api/buy-item';
import { useAvatar } from '../api/get-avatar';
import { useWearItems } from '../api/wear-items';
import { StoreItem, type StoreItemAction } from './StoreItem';
import styles from './AvatarStore.module.css';

type Item = (typeof AVATAR_ITEMS)[number];

const errorOf = (result: ApiResult<AvatarChange>) =>
  result.ok ? null : (Object.values(result.body.errors ?? {})[0] ?? COPY.failed);

/**
 * /student/avatar: spend points on avatar items, wear them and take them off (issue 11, point
 * 13). The server is the authority on points: it refuses a purchase the student cannot afford
 * and charges a double click once; the page only explains and asks first.
 */
export function AvatarStorePage() {
  const { data: avatar, isError: failed, refetch } = useAvatar();
  const { mutateAsync: buy } = useBuyItem();
  const { mutateAsync: wear } = useWearItems();
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [buying, setBuying] = useState<Item | null>(null);

  async function act(change: Promise<ApiResult<AvatarChange>>, done: string) {
    const failure = errorOf(await change);
    setMessage(failure ? null : done);
    setError(failure);
  }

  /** The confirmed purchase: a refusal stays in the dialog; success closes it and says so. */
  async function confirmPurchase(): Promise<string | null> {
    if (!buying) return null;
    const failure = errorOf(await buy(buying.id));
    if (failure) return failure;
    setMessage(COPY.bought(buying.name));
    setError(null);
    setBuying(null);
    return null;
  }

  function actionOf(item: Item, current: AvatarAnswer): StoreItemAction {
    const owned = item.price === 0 || current.owned.includes(item.id);
    if (current.look[item.slot] === item.id) {
      // A bought item can be taken off: the slot's free default goes back on.
      const fallback = DEFAULT_LOOK[item.slot];
      return item.price === 0 || fallback === undefined || item.id === fallback
        ? { kind: 'wearing' }
        : {
            kind: 'takeOff',
            run: () => void act(wear({ [item.slot]: fallback }), STORE.tookOff(item.name)),
          };
    }
    if (owned) {
      return {
        kind: 'wear',
        run: () => void act(wear({ [item.slot]: item.id }), COPY.nowWearing(item.name)),
      };
    }
    if (item.price > current.points) return { kind: 'short', missing: item.price - current.points };
    return { kind: 'buy', run: () => setBuying(item) };
  }

  return (
    <AppShell
      home={{ to: PATHS.studentArea, label: COPY.back }}
      back={{ to: PATHS.studentArea, label: COPY.back }}
      title={COPY.title}
      intro={COPY.intro}
    >
      {failed && !avatar && <LoadFailed message={COPY.failed} onRetry={() => void refetch()} />}
      {!avatar && !failed && <Skeleton label={COPY.title} lines={6} />}
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
                {AVATAR_ITEMS.filter((item) => item.slot === slot).map((item) => (
                  <StoreItem
                    key={item.id}
                    item={item}
                    look={avatar.look}
                    action={actionOf(item, avatar)}
                  />
                ))}
              </ul>
            </section>
          ))}
          <ConfirmDialog
            open={buying !== null}
            title={buying ? STORE.confirmTitle(buying.name) : ''}
            description={
              buying ? STORE.confirmBody(buying.price, avatar.points - buying.price) : ''
            }
            confirmLabel={buying ? STORE.confirm(buying.price) : ''}
            cancelLabel={STORE.cancel}
            onConfirm={confirmPurchase}
            onClose={() => setBuying(null)}
          />
        </>
      )}
    </AppShell>
  );
}
