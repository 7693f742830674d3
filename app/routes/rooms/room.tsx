import { useLocation, useParams } from 'react-router';
import { ROOM_SCREENS } from '@common/copy/rooms-screens';
import { RoomPage } from '~/features/rooms/room/components/RoomPage';
import { pageMeta } from '~/lib/page-meta';

export const meta = ({ location }: { location: { pathname: string } }) =>
  pageMeta({
    title: ROOM_SCREENS.pageTitle,
    description: ROOM_SCREENS.pageDescription,
    path: location.pathname,
    noindex: true,
  });

/** /student/rooms/:roomId (a student writes with their group), /teacher/rooms/:roomId (drop in). */
export default function RoomRoute() {
  const area = useLocation().pathname.startsWith('/teacher/') ? 'teacher' : 'student';
  const { roomId = '' } = useParams();
  return <RoomPage area={area} roomId={roomId} />;
}
