import { ACADEMY_NAME } from '@common/copy/academy-auth';
import { PublicCoursePage } from '@academy/features/sharing';

export const meta = () => [{ title: `Course | ${ACADEMY_NAME}` }];

/** /courses/:courseId: a published public course's page. */
export default function PublicCourseRoute() {
  return <PublicCoursePage />;
}
