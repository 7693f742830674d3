import { useParams } from 'react-router';
import { BOARD_COPY } from '@common/academy/board-copy';
import { academyMeta } from '@academy/features/auth/roles';
import { BoardPage } from '@academy/features/board/BoardPage';

export const meta = () => academyMeta(BOARD_COPY.heading);

/** A course's Discussion Board, for its participants and instructors alike. */
export default function BoardRoute() {
  const { courseId = '' } = useParams();
  return <BoardPage key={courseId} courseId={courseId} />;
}
