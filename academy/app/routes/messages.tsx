import { useParams } from 'react-router';
import { COURSE_MESSAGES_COPY as COPY } from '@common/copy/academy-messages';
import { academyMeta } from '@academy/features/auth/roles';
import { MessagesPage } from '@academy/features/messages/MessagesPage';

export const meta = () => academyMeta(COPY.heading);

/** A course's private messages (issue 17, point 1), for its participants and instructors. */
export default function MessagesRoute() {
  const { courseId = '' } = useParams();
  return <MessagesPage key={courseId} courseId={courseId} />;
}
