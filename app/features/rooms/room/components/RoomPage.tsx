import { ROOM_SCREENS } from '@common/copy/rooms-screens';
import { writingSessionPath } from '@common/routes';
import { AppShell } from '~/components/layout/AppShell';
import { AREA_HOME } from '~/components/layout/area-nav';
import { ButtonLink } from '~/components/ui/Button';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { statusOf } from '~/lib/api';
import { useRoom } from '../api/get-room';
import { useRoomStream } from '../hooks/use-room-stream';
import { roomAudienceOf, type RoomArea } from '../utils/audience';
import { RoomScreen } from './RoomScreen';
import styles from './Room.module.css';

const COPY = ROOM_SCREENS;

/**
 * /student/rooms/:roomId, where a student writes with their group, and /teacher/rooms/:roomId,
 * where a teacher drops in (issue 18). A room that is not the caller's (another class's, one
 * they were moved out of) is the same "not open to you" as one that does not exist. While
 * the network is down the room stays as last read, so typing goes on.
 */
export function RoomPage({ area, roomId }: { area: RoomArea; roomId: string }) {
  const audience = roomAudienceOf(area);
  const room = useRoom(audience, roomId);
  const gone = room.isError && statusOf(room.error) === 404;
  useRoomStream(audience, roomId, !!room.data && !gone);

  const view = gone ? undefined : room.data;
  const back =
    area === 'teacher' && view
      ? { to: writingSessionPath(view.session.id), label: COPY.backToSession }
      : { to: AREA_HOME[area], label: COPY.backToArea };

  let body;
  if (gone) {
    body = (
      <div className={styles.gone}>
        <p>{COPY.notFoundBody}</p>
        <ButtonLink href={back.to} variant="secondary">
          {back.label}
        </ButtonLink>
      </div>
    );
  } else if (view) {
    body = <RoomScreen area={area} view={view} version={room.dataUpdatedAt} />;
  } else if (room.isError) {
    body = <LoadFailed message={COPY.failed} onRetry={() => void room.refetch()} />;
  } else {
    body = <Skeleton label={COPY.loading} lines={8} />;
  }
  return (
    <AppShell
      back={back}
      title={gone ? COPY.notFoundTitle : view?.session.title}
      intro={view ? COPY.room(view.name, view.session.className) : undefined}
    >
      {body}
    </AppShell>
  );
}
