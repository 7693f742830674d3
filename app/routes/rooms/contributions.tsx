import { useLocation, useParams } from 'react-router';
import { ROOM_CONTRIBUTIONS_COPY } from '@common/copy/room-contributions';
import { ContributionsPage } from '~/features/rooms/contributions/ContributionsPage';
import { areaOfPath } from '~/features/notifications/utils/area-of-path';
import { pageMeta } from '~/lib/page-meta';

export const meta = ({ location }: { location: { pathname: string } }) =>
  pageMeta({
    title: ROOM_CONTRIBUTIONS_COPY.title,
    description: ROOM_CONTRIBUTIONS_COPY.intro,
    path: location.pathname,
    noindex: true,
  });

/**
 * /teacher/rooms/:roomId/contributions and /student/rooms/:roomId/contributions (issue 18,
 * point 6): who wrote what in a writing room. The area layout checks the session first.
 */
export default function RoomContributionsRoute() {
  const area = areaOfPath(useLocation().pathname) === 'student' ? 'student' : 'teacher';
  const { roomId = '' } = useParams();
  return <ContributionsPage area={area} roomId={roomId} />;
}
