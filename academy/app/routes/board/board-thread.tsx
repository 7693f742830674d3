import { useParams } from 'react-router';
import { BOARD_COPY } from '@common/academy/board-copy';
import { academyMeta } from '@academy/features/auth/roles';
import { ThreadPage } from '@academy/features/board/ThreadPage';

export const meta = () => academyMeta(BOARD_COPY.heading);

/** One thread of a course's board, with its replies. */
export default function BoardThreadRoute() {
  const { courseId = '', threadId = '' } = useParams();
  return <ThreadPage key={threadId} courseId={courseId} threadId={threadId} />;
}
