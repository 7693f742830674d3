import { useId } from 'react';
import type { AVATAR_ITEMS, AvatarLook } from '@common/avatars/catalog';
import { AVATAR_STORE_COPY as STORE } from '@common/copy/student';
import { AVATAR_COPY as COPY } from '@common/copy/writing';
import { Avatar } from '~/components/ui/Avatar';
import { Button } from '~/components/ui/Button';
import styles from './AvatarStore.module.css';

/** What the student can do with one item, decided by the store page. */
export type StoreItemAction =
  | { kind: 'wearing' }
  | { kind: 'takeOff'; run: () => void }
  | { kind: 'wear'; run: () => void }
  | { kind: 'buy'; run: () => void }
  | { kind: 'short'; missing: number };

/** One item of the store: a preview on the student's avatar, its price and one action. */
export function StoreItem({
  item,
  look,
  action,
}: {
  item: (typeof AVATAR_ITEMS)[number];
  look: AvatarLook;
  action: StoreItemAction;
}) {
  const reasonId = useId();
  return (
    <li className={styles.item} data-item={item.id}>
      <Avatar look={{ ...look, [item.slot]: item.id }} size={72} />
      <span className={styles.itemName}>{item.name}</span>
      <span className={styles.itemPrice}>
        {item.price === 0 ? COPY.free : COPY.price(item.price)}
      </span>
      {action.kind === 'wearing' && <span className={styles.wearing}>{COPY.wearing}</span>}
      {action.kind === 'takeOff' && (
        <>
          <span className={styles.wearing}>{COPY.wearing}</span>
          <Button size="sm" variant="ghost" onClick={action.run}>
            {STORE.takeOff(item.name)}
          </Button>
        </>
      )}
      {action.kind === 'wear' && (
        <Button size="sm" variant="secondary" onClick={action.run}>
          {COPY.wear(item.name)}
        </Button>
      )}
      {action.kind === 'buy' && (
        <Button size="sm" aria-label={COPY.buy(item.name, item.price)} onClick={action.run}>
          {COPY.price(item.price)}
        </Button>
      )}
      {action.kind === 'short' && (
        <>
          <Button
            size="sm"
            disabled
            aria-label={COPY.buy(item.name, item.price)}
            aria-describedby={reasonId}
          >
            {COPY.price(item.price)}
          </Button>
          <span id={reasonId} className={styles.reason}>
            {STORE.needMore(action.missing)}
          </span>
        </>
      )}
    </li>
  );
}
