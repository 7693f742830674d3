import { ROOM_SCREENS } from '@common/copy/rooms-screens';
import { roomContributionsPath } from '@common/routes';
import { ButtonLink } from '~/components/ui/Button';
import type { RoomArea } from '../utils/audience';
import styles from './Room.module.css';

const COPY = ROOM_SCREENS.links;

/**
 * Where the room leads: who wrote what (point 6), and after a breakout the student's own
 * reflection, which opens with a link back here (point 1).
 */
export function RoomLinks({
  area,
  roomId,
  reflectionPath,
}: {
  area: RoomArea;
  roomId: string;
  reflectionPath: string | null;
}) {
  return (
    <div className={styles.links}>
      {reflectionPath && (
        <div className={styles.reflection}>
          <p className={styles.quietNote}>{COPY.reflectionNote}</p>
          <ButtonLink href={reflectionPath}>{COPY.reflection}</ButtonLink>
        </div>
      )}
      <ButtonLink href={roomContributionsPath(area, roomId)} variant="ghost">
        {COPY.contributions}
      </ButtonLink>
    </div>
  );
}
