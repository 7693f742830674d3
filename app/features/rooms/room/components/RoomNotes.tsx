import { useId } from 'react';
import { ROOM_SCREENS } from '@common/copy/rooms-screens';
import type { RoomNote } from '@common/schemas/rooms';
import styles from './Room.module.css';

const COPY = ROOM_SCREENS.notes;

/** The teacher's broadcasts to every room and comments to this one, newest first (point 4). */
export function RoomNotes({ notes }: { notes: RoomNote[] }) {
  const headingId = useId();
  const shown = notes
    .filter((note) => note.kind !== 'help')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  if (shown.length === 0) return null;
  return (
    <section className={styles.notes} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sideTitle}>
        {COPY.title}
      </h2>
      <ul className={styles.noteList}>
        {shown.map((note) => (
          <li key={note.id} className={styles.note} data-kind={note.kind}>
            <p className={styles.noteMeta}>
              {note.kind === 'broadcast' ? COPY.broadcast : COPY.comment} ·{' '}
              {COPY.from(note.authorName)}
            </p>
            <p className={styles.noteBody}>{note.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
