import { useParams } from 'react-router';
import { COURSE_HOME } from '@common/copy/academy-learning';
import { academyMeta } from '@academy/features/auth/roles';
import { BoardLink } from '@academy/features/board/BoardLink';
import { CourseHomePage } from '@academy/features/learning/CourseHomePage';
import { MessagesLink } from '@academy/features/messages/MessagesLink';
import { CertificatePanel } from '@academy/features/certificates/CertificatePanel';

export const meta = () => academyMeta(COURSE_HOME.metaTitle);

export default function CourseHomeRoute() {
  const { courseId = '' } = useParams();
  return (
    <>
      <CourseHomePage key={courseId} courseId={courseId} />
      <CertificatePanel key={`certificate-${courseId}`} courseId={courseId} />
      <BoardLink courseId={courseId} />
      <MessagesLink courseId={courseId} />
    </>
  );
}
