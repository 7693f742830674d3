import { useParams } from 'react-router';
import { ROOMS_TEACHER_COPY } from '@common/copy/rooms-teacher';
import { PATHS } from '@common/routes';
import { SessionLiveView } from '~/features/rooms/teacher/SessionLiveView';
import { pageMeta } from '~/lib/page-meta';
import { useAreaSession } from '~/lib/session';

export const meta = () =>
  pageMeta({
    title: ROOMS_TEACHER_COPY.tab.title,
    description: ROOMS_TEACHER_COPY.tab.intro,
    path: PATHS.teacherClasses,
    noindex: true,
  });

/** /teacher/writing-sessions/:sessionId: the live view of every room (issue 18, point 4). */
export default function WritingSessionRoute() {
  useAreaSession();
  const { sessionId = '' } = useParams();
  return <SessionLiveView sessionId={sessionId} />;
}
