import { useCallback, useId, useState } from 'react';
import { ROOM_SCREENS } from '@common/copy/rooms-screens';
import type { RoomConnection, RoomLink } from '../hooks/use-room-connection';
import type { PresenceUser } from '../utils/presence';
import type { ReadOnlyReason } from '../utils/room-state';
import { RoomEditor } from './RoomEditor';
import styles from './Room.module.css';

const COPY = ROOM_SCREENS;

/**
 * The group's shared text with what the page must say about it: saved on this device while
 * the connection is down (point 11), why it cannot be changed now, and why a picture did not
 * go in. The editor is named by the prompt.
 */
export function SharedWriting({
  connection,
  link,
  user,
  prompt,
  readOnlyReason,
  writer,
}: {
  connection: RoomConnection | null;
  link: RoomLink;
  user: PresenceUser;
  prompt: string;
  readOnlyReason: ReadOnlyReason | null;
  /** The caller writes here (so what they type is kept on the device while offline). */
  writer: boolean;
}) {
  const headingId = useId();
  const editorId = useId();
  const [picturesRefused, setPicturesRefused] = useState(false);
  const refusePictures = useCallback(() => setPicturesRefused(true), []);
  const editable = readOnlyReason === null && connection !== null;

  return (
    <section className={styles.writing} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {COPY.sharedText}
      </h2>
      <div className={styles.writingStatus} role="status">
        {link.lost ? (
          <p className={styles.offline} data-testid="offline-banner">
            {writer ? COPY.offline : COPY.reconnecting}
          </p>
        ) : null}
        {readOnlyReason ? (
          <p className={styles.readOnlyNote} data-testid="read-only-reason">
            {COPY.readOnly[readOnlyReason]}
          </p>
        ) : null}
        {picturesRefused && editable ? <p className={styles.refused}>{COPY.images}</p> : null}
      </div>
      {connection ? (
        <RoomEditor
          id={editorId}
          connection={connection}
          user={user}
          prompt={prompt}
          editable={editable}
          onPicturesRefused={refusePictures}
        />
      ) : (
        <p className={styles.quietNote}>{COPY.connecting}</p>
      )}
    </section>
  );
}
