import { useParams } from 'react-router';
import { BOARD_COPY } from '@common/academy/board-copy';
import { academyMeta } from '@academy/features/auth/roles';
import { ModerationPage } from '@academy/features/board/ModerationPage';

export const meta = () => academyMeta(BOARD_COPY.moderationHeading);

/** The instructors' reports, approvals and mutes of a course's board. */
export default function BoardModerationRoute() {
  const { courseId = '' } = useParams();
  return <ModerationPage key={courseId} courseId={courseId} />;
}
