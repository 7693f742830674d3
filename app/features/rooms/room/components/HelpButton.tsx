import { useId } from 'react';
import { ROOM_SCREENS } from '@common/copy/rooms-screens';
import type { RoomNote } from '@common/schemas/rooms';
import { Button } from '~/components/ui/Button';
import { messageOf } from '~/lib/api';
import { useAskHelp } from '../api/ask-help';
import styles from './Room.module.css';

const COPY = ROOM_SCREENS.help;

/**
 * A student's "Ask for help" (point 4): the call reaches the teacher's live view; the button
 * then says the teacher has been asked, and stays off until the teacher resolves it.
 */
export function HelpButton({ roomId, notes }: { roomId: string; notes: RoomNote[] }) {
  const ask = useAskHelp(roomId);
  const statusId = useId();
  const helps = notes.filter((note) => note.kind === 'help');
  const waiting = helps.some((note) => note.resolvedAt === null);
  // Asked just now: waiting until a call of this room is resolved after it.
  const resolvedSinceAsked = helps.some(
    (note) => note.resolvedAt !== null && Date.parse(note.resolvedAt) >= ask.submittedAt,
  );
  const asked = waiting || (ask.isSuccess && !resolvedSinceAsked);
  return (
    <div className={styles.help}>
      <Button
        variant="secondary"
        disabled={asked || ask.isPending}
        onClick={() => ask.mutate()}
        aria-describedby={asked ? statusId : undefined}
      >
        {ask.isPending ? COPY.asking : COPY.ask}
      </Button>
      <p id={statusId} className={styles.helpStatus} role="status">
        {asked ? COPY.asked : ask.isError ? messageOf(ask.error, COPY.failed) : ''}
      </p>
    </div>
  );
}
