import { useId } from 'react';
import { ROOM_SCREENS } from '@common/copy/rooms-screens';
import type { PresenceUser } from '../utils/presence';
import styles from './Room.module.css';

const COPY = ROOM_SCREENS.presence;

/**
 * Who is here now (points 4 and 8): the caller, then everyone else by first name and last
 * initial, adults marked as teachers; and the room's writers.
 */
export function PresencePanel({
  own,
  others,
  writers,
}: {
  own: PresenceUser;
  others: PresenceUser[];
  writers: string[];
}) {
  const headingId = useId();
  const writersId = useId();
  const named = (user: PresenceUser) => (user.adult ? COPY.adult(user.name) : user.name);
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sideTitle}>
        {COPY.title}
      </h2>
      <ul className={styles.people} data-testid="presence">
        <li className={styles.person}>
          <span className={styles.dot} style={{ background: own.color }} aria-hidden="true" />
          {COPY.you(own.name)}
        </li>
        {others.map((user) => (
          <li key={`${user.adult}|${user.color}|${user.name}`} className={styles.person}>
            <span className={styles.dot} style={{ background: user.color }} aria-hidden="true" />
            {named(user)}
          </li>
        ))}
      </ul>
      {others.length === 0 && <p className={styles.quietNote}>{COPY.onlyYou}</p>}
      {writers.length > 0 && (
        <>
          <h3 id={writersId} className={styles.subTitle}>
            {COPY.writers}
          </h3>
          <p className={styles.writers} aria-labelledby={writersId}>
            {writers.join(', ')}
          </p>
        </>
      )}
    </section>
  );
}
