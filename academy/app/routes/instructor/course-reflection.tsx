import { useParams } from 'react-router';
import { REVIEW_COPY } from '@common/copy/academy-reflections';
import { academyMeta } from '@academy/features/auth/roles';
import { useCourseContext } from '@academy/features/builder/course-context';
import { ReviewReflection } from '@academy/features/review/ReviewReflection';

export const meta = () => academyMeta(REVIEW_COPY.queueTitle);

/** One reflection under review: comment, return or accept (point 13). */
export default function CourseReflectionRoute() {
  const { course } = useCourseContext();
  const { reflectionId = '' } = useParams();
  return <ReviewReflection courseId={course.id} reflectionId={reflectionId} />;
}
